/** Personal data: only the operator's account may read the database, its WAL and SHM, the key, or their folder. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
