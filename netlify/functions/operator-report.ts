// Every hour: the report mail to NOTIFY_TO when it is due (REPORT_SCHEDULE, src/operator/report.ts),
// once per period (a marker in Blobs); finished days' counters are folded into one total each and
// the operator login's old counts are tidied away.
import type { Config, Context } from "@netlify/functions";
import { dueReport } from "../../src/operator/report";
import { operatorSettingsFromEnv } from "../../src/operator/settings";
import { followUpRuntime } from "../follow-up/runtime";
import { defaultSources, sendReport, tidyLoginCounts } from "../operator/backend";
import { claimReport, releaseReport } from "../operator/state";
import { foldCounts } from "../operator/counters";

export default async (_request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  const settings = operatorSettingsFromEnv(process.env);
  const now = Date.now();
  await tidyLoginCounts(runtime, now);
  await foldCounts(runtime.store, now);
  const due = dueReport(settings.reportSchedule, now);
  if (due && (await claimReport(runtime.store, due.key, now))) {
    try {
      await sendReport(
        runtime,
        settings,
        defaultSources(context.deploy?.id),
        { schedule: due.schedule, period: due.period },
        now,
      );
      runtime.log(`operator-report: ${due.key} sent`);
    } catch (error) {
      // The next hourly run tries again.
      await releaseReport(runtime.store, due.key);
      throw error;
    }
  }
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@hourly" };
