// Checks the YAML files in data/ against their collections (src/content/collections/) and reports every problem at once, each with
// file, line, entry and field, in German (src/content/messages.ts). Errors stop the build; warnings
// (small images, missing alt texts) do not, and those marked `launch` (placeholders left in,
// examples, unconfirmed company facts: the go-live check's own list) stop a launch. The rules themselves are in
// check-rules.ts; this file adds the file system and the image sizes.
import { existsSync, readFileSync } from "fs";
import { join, relative } from "path";
import sharp from "sharp";
import { collections } from "./collections";
import { checkText, missingFileProblem, type CheckEnv, type Problem } from "./check-rules";
import { say } from "./messages";
import { contentFindings } from "./go-live";
import { consentArchiveEnv } from "./consent-archive";

export { errorsOf, formatProblem, warningsOf, type Problem } from "./check-rules";

/** The go-live check's findings in the data folder, as warnings that stop a launch (same file and line). */
function launchProblems(dataDir: string): Problem[] {
  const files = collections
    .filter((collection) => existsSync(join(dataDir, collection.file)))
    .map((collection) => ({ name: collection.file, text: readFileSync(join(dataDir, collection.file), "utf8") }));
  return contentFindings({ files, dataDir: relative(process.cwd(), dataDir), today: new Date() }).map((finding) => ({
    severity: "warning",
    launch: true,
    file: finding.where,
    line: finding.line,
    message: finding.message,
  }));
}

export async function checkContent(dataDir: string): Promise<Problem[]> {
  const perFile: Problem[][] = [];
  const env: CheckEnv = {
    fileExists: (path) => existsSync(join(dataDir, path)),
    readDataFile: (name) => (existsSync(join(dataDir, name)) ? readFileSync(join(dataDir, name), "utf8") : undefined),
    consentArchive: consentArchiveEnv(dataDir, process.env),
  };
  const measures: Array<Promise<void>> = [];
  for (const collection of collections) {
    const path = join(dataDir, collection.file);
    const file = relative(process.cwd(), path);
    if (!existsSync(path)) {
      perFile.push([missingFileProblem(collection, file)]);
      continue;
    }
    const { problems, images } = checkText(collection, readFileSync(path, "utf8"), file, env);
    perFile.push(problems); // image.report below adds to this file's list
    for (const image of images) {
      measures.push(
        sharp(join(dataDir, image.path))
          .metadata()
          .then(({ width }) => {
            if (width !== undefined && width < image.minWidth)
              image.report("warning", say.imageSmall(image.path, width, image.minWidth));
          })
          .catch(() => image.report("error", say.imageUnreadable(image.field, image.path))),
      );
    }
  }
  await Promise.all(measures);
  return [...perFile.flat(), ...launchProblems(dataDir)];
}
