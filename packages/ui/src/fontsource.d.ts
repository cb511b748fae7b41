// The reading profile's fonts (issue 17 §3) are stylesheets, imported only when chosen.
declare module '@fontsource/*.css';
