import type { JobDetail } from '../shared/dto/job.ts';

const EMPLOYMENT = {
  FT: 'FULL_TIME',
  PT: 'PART_TIME',
  FL: 'CONTRACTOR',
  IN: 'INTERN',
  OT: 'OTHER',
} as const;
const UNIT = { HR: 'HOUR', DA: 'DAY', WK: 'WEEK', MN: 'MONTH' } as const;

/** A job as schema.org JobPosting JSON, safe inside a script element. */
function postingJson(job: JobDetail): string {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: job.description,
    datePosted: job.postedAt,
    validThrough: job.expiresAt ?? undefined,
    employmentType: EMPLOYMENT[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: job.establishmentName },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        addressRegion: job.state,
        addressCountry: job.countryCode,
      },
    },
    ...(job.workMode === 'R'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: job.country },
        }
      : {}),
    ...(job.payMin !== null && job.payPeriod
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.payCurrency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.payMin,
              maxValue: job.payMax ?? job.payMin,
              unitText: UNIT[job.payPeriod],
            },
          },
        }
      : {}),
    skills: job.skills.map((s) => s.name).join(', '),
    identifier: { '@type': 'PropertyValue', name: job.establishmentName, value: String(job.id) },
  };
  return JSON.stringify(posting).replaceAll('<', '\\u003c');
}

/** Made once for each job object: a job's details stay one frozen object until the job changes. */
const made = new WeakMap<JobDetail, string>();

export function jobPostingJson(job: JobDetail): string {
  let json = made.get(job);
  if (json === undefined) {
    json = postingJson(job);
    if (Object.isFrozen(job)) made.set(job, json);
  }
  return json;
}
