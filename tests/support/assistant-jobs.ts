import type { TestApp } from './app.ts';
import { chat } from './chat.ts';
import { firstEnterprise, publishJob, seedJobs } from './jobs.ts';

const ZOO = 'Care for the animals, clean their enclosures and talk to visitors every day.';

/**
 * The jobs the assistant's search tests ask about, beside 30 generated ones: eight zookeepers
 * (seven in Denver at five pay levels, two of them remote; one in Austin), accountants and
 * baristas in Chicago, a cashier in Austin, a barista in El Paso and a truck driver in Houston.
 */
export async function seedAssistantJobs(t: TestApp) {
  await seedJobs(t, 30);
  const { id } = await firstEnterprise(t);
  const denver = { city: 'Denver', state: 'Colorado' };
  for (const pay of [18, 22, 26, 30, 34])
    await publishJob(t, id, {
      title: 'Zookeeper',
      description: ZOO,
      ...denver,
      payMin: pay,
      payPeriod: 'HR',
    });
  for (let i = 0; i < 2; i++)
    await publishJob(t, id, { title: 'Zookeeper', description: ZOO, ...denver, workMode: 'R' });
  await publishJob(t, id, { title: 'Zookeeper', description: ZOO, city: 'Austin', state: 'Texas' });
  const chicago = { city: 'Chicago', state: 'Illinois' };
  for (let i = 0; i < 2; i++)
    await publishJob(t, id, {
      title: 'Accountant',
      description: 'Keep the books, reconcile accounts and prepare the month-end reports.',
      ...chicago,
    });
  for (let i = 0; i < 3; i++)
    await publishJob(t, id, {
      title: 'Barista',
      description: 'Make coffee drinks and serve customers in a busy cafe.',
      ...chicago,
    });
  await publishJob(t, id, {
    title: 'Cashier',
    description: 'Run the till, handle cash and card payments and help customers at checkout.',
    city: 'Austin',
    state: 'Texas',
  });
  await publishJob(t, id, {
    title: 'Barista',
    description: 'Make coffee drinks, handle cash at the till and serve customers in a busy cafe.',
    city: 'El Paso',
    state: 'Texas',
  });
  await publishJob(t, id, {
    title: 'Truck Driver',
    description: 'Drive a truck on regional routes and deliver freight safely.',
    city: 'Houston',
    state: 'Texas',
  });
}

/**
 * New visitors' chats on the app `app()` gives once it is made: each call is a new visitor, whose
 * questions go to one conversation.
 */
export function visitorOf(app: () => TestApp, name: string) {
  let sessions = 0;
  return () => {
    const user = `visitor-${name}-${++sessions}`;
    return async (ask: string) => {
      const { status, body } = await chat(app(), { user, ask });
      if (status !== 200) throw new Error(`The chat answered ${status}`);
      return body;
    };
  };
}
