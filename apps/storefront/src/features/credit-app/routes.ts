import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

// The credit application (spec 3 section 2): credit-app/{vehicle id}/ and its steps. The layout
// redirects (replace) to order-details when the order's sections have no credit application, and to
// the step summary once the application is sent.

const step = (path: string, name: string, module: ReturnType<typeof page>) =>
  defineRoute({ path, page: module, name: `credit-app-${name}`, title: `creditApp.step.${name}` });

export const creditAppRoutes = [
  defineRoute({
    path: 'credit-app/:id',
    page: page(() => import('./CreditAppLayout.tsx'), 'CreditAppLayout'),
    name: 'credit-app',
    title: 'creditApp.title',
    children: [
      step(
        'consent',
        'applicant-consent',
        page(() => import('./ConsentStep.tsx'), 'ConsentStep'),
      ),
      step(
        'acknowledgement',
        'applicant-acknowledgement',
        page(() => import('./AcknowledgementStep.tsx'), 'AcknowledgementStep'),
      ),
      step(
        'applicant',
        'applicant-info',
        page(() => import('./ApplicantStep.tsx'), 'ApplicantStep'),
      ),
      step(
        'employment',
        'employment-info',
        page(() => import('./EmploymentStep.tsx'), 'EmploymentStep'),
      ),
      step(
        'residential',
        'residential-info',
        page(() => import('./ResidentialStep.tsx'), 'ResidentialStep'),
      ),
      step(
        'co-applicant/acknowledgement',
        'coapplicant-acknowledgement',
        page(() => import('./AcknowledgementStep.tsx'), 'CoApplicantAcknowledgementStep'),
      ),
      step(
        'co-applicant',
        'coapplicant-info',
        page(() => import('./ApplicantStep.tsx'), 'CoApplicantStep'),
      ),
      step(
        'co-applicant/employment',
        'coapplicant-employment-info',
        page(() => import('./EmploymentStep.tsx'), 'CoApplicantEmploymentStep'),
      ),
      step(
        'co-applicant/residential',
        'coapplicant-residential-info',
        page(() => import('./ResidentialStep.tsx'), 'CoApplicantResidentialStep'),
      ),
      step(
        'review',
        'review',
        page(() => import('./ReviewStep.tsx'), 'ReviewStep'),
      ),
      step(
        'result',
        'result',
        page(() => import('./ResultStep.tsx'), 'ResultStep'),
      ),
    ],
  }),
];
