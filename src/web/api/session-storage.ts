/**
 * The signed-in administrator's session as the browser keeps it (SPEC §3): localStorage keys `token` and
 * `usuario`. The session lives only inside /admin; the navigation guard clears it on leaving.
 */

/** localStorage key of the session token sent as `Authorization: Bearer`. */
export const TOKEN_KEY = 'token';
/** localStorage key of the signed-in user record (JSON as the server sent it). */
export const USER_KEY = 'usuario';

/** The user record the server returns on login; its fields are the server's business (SPEC §3). */
export type StoredUser = Record<string, unknown>;

/** The stored session token, or null when nobody is signed in. */
export function getToken(): string | null {
  // The server-side renderer has no storage, and renders only what anonymous visitors see.
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? token : null;
}

/** The stored user record, or null when absent or unreadable (a corrupt value is removed, not trusted). */
export function getUser(): StoredUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as StoredUser;
  } catch {
    // Fall through: a value we cannot parse is as good as none.
  }
  console.warn('Se descarta el usuario guardado porque no es válido.');
  localStorage.removeItem(USER_KEY);
  return null;
}

/** Stores the session after a successful login. */
export function saveSession(token: string, usuario: StoredUser): void {
  if (!token) throw new Error('No se puede guardar una sesión sin token.');
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(usuario));
}

/** Removes the token and the user record (logout, leaving /admin, failed validation). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
