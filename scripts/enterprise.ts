/**
 * `npm run enterprise -- key <enterprise-key> [label]`: creates an API key for an enterprise and
 * prints it once. `npm run enterprise -- list` lists the enterprises and their keys (slugs).
 * `npm run enterprise -- facts <enterprise-key> <job-id> noise=quiet schedule=predictable …`
 * states the work-environment facts of one of its jobs (as PUT jobs/{id}/work-facts does).
 */
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { findEnterpriseByKey, listEnterprises } from '../server/db/repositories/enterprises.ts';
import { loadEnv } from '../server/env.ts';
import { createApiKey } from '../server/services/enterprise/api-keys.ts';
import { setWorkFacts } from '../server/services/work-style/facts.ts';
import { WORK_FACT_NAMES, workFactsSchema } from '../src/shared/work-style/facts.ts';

const [command, enterpriseKey, label = 'cli', ...pairs] = process.argv.slice(2);

/** Sets a job's facts from `name=value` words; prints the problem when one is not known. */
async function setFacts(enterpriseId: number) {
  const facts = Object.fromEntries(pairs.map((pair) => pair.split('=', 2)));
  const parsed = workFactsSchema.safeParse(facts);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(`${issue?.path.join('.') ?? 'facts'}: ${issue?.message ?? 'not valid'}`);
    console.error(`Facts: ${WORK_FACT_NAMES.join(', ')}.`);
    process.exitCode = 1;
  } else if (!(await setWorkFacts(db, enterpriseId, Number(label), parsed.data))) {
    console.error(`The enterprise has no job ${label}.`);
    process.exitCode = 1;
  } else console.log(JSON.stringify(parsed.data));
}

const env = loadEnv();
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateToLatest(db);
  if (command === 'list') {
    for (const e of await listEnterprises(db)) {
      console.log(`${e.key}\t${e.establishment_name}`);
    }
  } else if (command === 'facts' && enterpriseKey && /^\d{1,10}$/.test(label)) {
    const enterprise = await findEnterpriseByKey(db, enterpriseKey);
    if (enterprise) await setFacts(enterprise.id);
    else {
      console.error(`No enterprise with key ${enterpriseKey}: see \`npm run enterprise -- list\`.`);
      process.exitCode = 1;
    }
  } else if (command === 'key' && enterpriseKey) {
    const enterprise = await findEnterpriseByKey(db, enterpriseKey);
    if (!enterprise) {
      console.error(`No enterprise with key ${enterpriseKey}: see \`npm run enterprise -- list\`.`);
      process.exitCode = 1;
    } else {
      console.log(await createApiKey(db, enterprise.id, label));
    }
  } else {
    console.error(
      'Usage: npm run enterprise -- key <enterprise-key> [label] | list | facts <enterprise-key> <job-id> name=value…',
    );
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
