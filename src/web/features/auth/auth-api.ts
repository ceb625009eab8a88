import { api } from '#web/api/client.ts';

/** The signed-in user as POST /auth/login returns it. */
export interface Usuario {
  id: number;
  email: string;
  nombre: string;
}

export const authApi = {
  login: (email: string, password: string) =>
    api.post<{ token: string; usuario: Usuario }>('/auth/login', { email, password }),
  logout: () => api.post('/auth/logout'),
  validateToken: () => api.get<{ valido: boolean; usuario: Usuario }>('/auth/validate-token'),
  forgotPassword: (email: string) => api.post<{ mensaje: string }>('/auth/forgot-password', { email }),
  resetPassword: (body: { email: string; token: string; newPassword: string; confirmPassword: string }) =>
    api.post<{ mensaje: string }>('/auth/reset-password', body),
};
