/**
 * The repository the online editor (/admin/) saves to until GATSBY_CMS_REPO is set: a stand-in it
 * cannot save to, so the go-live check refuses it and the settings list names it.
 */
export const CMS_REPO_DEFAULT = "OWNER/REPOSITORY";
