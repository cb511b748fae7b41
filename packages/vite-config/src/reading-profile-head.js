// The reading profile before the first paint (issue 17 §3): the profile kept on this device is put on
// <html> as data-reading-* attributes, which the stylesheet turns into the page's font, size, spacing and
// colours, so nothing flashes. @tessera/ui's applyReadingProfile sets the same attributes afterwards.
(function () {
  try {
    var profile = JSON.parse(window.localStorage.getItem('tessera-reading-preferences') || 'null');
    if (!profile || typeof profile !== 'object') return;
    var root = document.documentElement;
    for (var key in profile) {
      var value = String(profile[key]);
      if (/^[a-z_]{1,32}$/.test(key) && /^[a-z0-9]{1,16}$/.test(value)) root.setAttribute('data-reading-' + key.replace(/_/g, '-'), value);
    }
    var meta = document.querySelector('meta[name="color-scheme"]');
    if (meta && (profile.color_scheme === 'dark' || profile.color_scheme === 'contrast')) meta.setAttribute('content', 'dark');
  } catch {
    // No storage (private mode, blocked): the defaults stand.
  }
})();
