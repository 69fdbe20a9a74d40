// Checks the YAML files in data/ against the schema and reports every problem at once, each with
// file, line, entry and field, in German (src/content/messages.ts). Errors stop the build; warnings
// (placeholders left in, small images, missing alt texts) do not. The rules themselves are in
// check-rules.ts; this file adds the file system and the image sizes.
import { existsSync, readFileSync } from "fs";
import { join, relative } from "path";
import sharp from "sharp";
import { collections } from "./schema";
import { checkText, missingFileProblem, type CheckEnv, type Problem } from "./check-rules";
import { say } from "./messages";

export { errorsOf, formatProblem, warningsOf, type Problem } from "./check-rules";

export async function checkContent(dataDir: string): Promise<Problem[]> {
  const perFile: Problem[][] = [];
  const env: CheckEnv = {
    fileExists: (path) => existsSync(join(dataDir, path)),
    readDataFile: (name) => (existsSync(join(dataDir, name)) ? readFileSync(join(dataDir, name), "utf8") : undefined),
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
  return perFile.flat();
}
