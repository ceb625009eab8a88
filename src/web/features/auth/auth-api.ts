import type { LoginAnswer, ResetPasswordRequest, TokenCheck } from '#shared/api-types/generated/auth.ts';
import type { Message } from '#shared/api-types/generated/common.ts';
import { api } from '#web/api/client.ts';

/** The sign-in and password-reset calls of SPEC §7 (schemas/api/auth.json). */
export const authApi = {
  login: (email: string, password: string) => api.post<LoginAnswer>('/auth/login', { email, password }),
  logout: () => api.post<Message>('/auth/logout'),
  validateToken: () => api.get<TokenCheck>('/auth/validate-token'),
  forgotPassword: (email: string) => api.post<Message>('/auth/forgot-password', { email }),
  resetPassword: (body: Required<ResetPasswordRequest>) => api.post<Message>('/auth/reset-password', body),
};
