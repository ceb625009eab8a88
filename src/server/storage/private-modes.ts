/**
 * Modes of everything the server writes under DATA_DIR (submissions' files, receipts, uploads, outgoing mail):
 * readable and writable by the service's own user only, whatever the umask of the host.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
