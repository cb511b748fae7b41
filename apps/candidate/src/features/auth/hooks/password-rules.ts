/** The client copy of the weak-password rule (apps/api/src/services/passwords.ts): the server has the last word. */
const COMMON = new Set(['password123', '1234567890', 'qwertyuiop', 'password1234', 'iloveyou123', 'letmein1234']);

export function isWeakPassword(password: string, email = ''): boolean {
  if (password.length < 10) return true;
  if (/^[a-z]+$/i.test(password) || /^\d+$/.test(password)) return true;
  const local = email.split('@')[0]?.toLowerCase();
  if (local && password.toLowerCase() === local) return true;
  return COMMON.has(password.toLowerCase());
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
