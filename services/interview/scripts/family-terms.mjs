// Working vocabulary of each occupation family (by SOC code prefix, most specific wins and broader ones are added):
// the words people in the job use when they talk about their work, which O*NET's task statements often do not
// (software developers "deploy", "debug", "write tests"; nurses "chart", "handoff", "vitals"). Written for Pathwise
// from common interview and job-posting language; the build adds them to each occupation's job-related terms.
export const FAMILY_TERMS = {
  11: 'budget, strategy, stakeholders, team, hiring, goals, KPIs, forecast, revenue, costs, priorities, performance reviews, roadmap, headcount, vendors, policy, operations, metrics, decision, risk',
  '11-2':
    'campaign, brand, audience, segmentation, conversion, funnel, leads, channel, positioning, launch, market research, ROI, customer acquisition, engagement, A/B test, pricing, messaging, content, SEO, analytics',
  '11-3':
    'operations, process, vendors, compliance, budget, headcount, SLA, escalation, systems, staffing, reporting, continuous improvement, procurement, audit',
  '11-9':
    'operations, staff, budget, compliance, schedule, clients, services, policies, quality, safety, inspections, permits',
  13: 'analysis, reconciliation, forecast, budget, audit, compliance, spreadsheet, model, variance, reporting, controls, stakeholders, accuracy, deadline, regulations, risk',
  '13-1':
    'candidates, recruiting, onboarding, training, benefits, employee relations, policy, compliance, vendors, contracts, negotiation, procurement, logistics, events, schedule',
  '13-2':
    'ledger, journal entries, reconciliation, month-end close, GAAP, tax, audit, financial statements, cash flow, forecast, variance, budget, invoices, accounts payable, accounts receivable, valuation, portfolio',
  '15-12':
    'code, bug, debug, deploy, deployment, tests, unit tests, code review, API, database, query, performance, latency, scalability, architecture, refactor, pull request, production, incident, monitoring, logging, feature, requirements, users, release, CI/CD, pipeline, cloud, microservices, security, documentation, agile, sprint, backlog, version control, outage, regression, on-call, design',
  '15-2':
    'data, dataset, query, SQL, dashboard, analysis, model, regression, statistics, hypothesis, metrics, visualization, cleaning, outliers, stakeholders, insights, report, forecast, A/B test, sample, correlation, trend, pipeline, accuracy, KPI, segmentation',
  '15-1299':
    'project, scope, schedule, milestones, stakeholders, risks, budget, deliverables, status report, requirements, dependencies, sprint, backlog, roadmap, priorities, launch',
  17: 'design, specifications, drawings, CAD, prototype, testing, tolerances, materials, load, safety factor, simulation, standards, codes, calculations, project, inspection, failure analysis, quality',
  19: 'experiment, hypothesis, samples, data, analysis, protocol, lab, results, methodology, instruments, statistics, replicate, findings, publication, controls, field work',
  21: 'clients, case management, assessment, intake, treatment plan, referrals, resources, crisis, confidentiality, documentation, counseling, advocacy, boundaries, families, support, goals, follow-up',
  23: 'case, clients, research, contracts, filings, deadlines, discovery, briefs, statutes, compliance, court, documents, confidentiality, negotiation, review, evidence',
  25: 'students, lesson, lesson plan, curriculum, classroom, assessment, differentiation, engagement, learning objectives, parents, behavior, feedback, grades, IEP, classroom management, instruction, standards, progress, data, reading, small groups',
  27: 'audience, brief, client, concept, design, draft, editing, portfolio, deadline, story, layout, production, feedback, revisions, brand, content, camera, script',
  29: 'patient, patients, care plan, assessment, medication, vital signs, vitals, charting, documentation, handoff, safety, infection control, physician, orders, symptoms, diagnosis, treatment, family, discharge, protocol, triage, EHR, HIPAA, team, monitoring, dosage, allergies, escalate, compassion',
  31: 'patient, patients, vital signs, charting, infection control, mobility, hygiene, comfort, safety, nurse, care plan, assist, specimens, schedule, documentation, dignity, family',
  33: 'safety, incident, report, patrol, de-escalation, emergency, procedures, public, evidence, investigation, compliance, response, situational awareness, communication, protocols',
  35: 'orders, kitchen, food safety, sanitation, prep, recipes, line, customers, service, temperature, inventory, shift, ticket times, allergies, cleanliness, rush, quality',
  37: 'cleaning, maintenance, equipment, schedule, safety, chemicals, grounds, inspection, supplies, repairs, building',
  39: 'clients, customers, appointments, service, safety, schedule, care, activities, hygiene, comfort, consultation, retention',
  41: 'customers, clients, leads, prospects, pipeline, quota, CRM, cold calls, follow-up, objections, closing, negotiation, discovery call, demo, proposal, relationship, upsell, territory, revenue, targets, referrals, conversion, account, renewal',
  43: 'schedule, calendar, records, data entry, filing, invoices, phone, emails, customers, scheduling, spreadsheet, accuracy, deadlines, office, reports, inventory, orders, accounts, billing, front desk',
  45: 'crops, livestock, equipment, harvest, irrigation, soil, safety, weather, yield, inspection',
  47: 'safety, OSHA, blueprints, codes, inspection, permits, job site, tools, materials, measurements, estimate, installation, foreman, crew, schedule, PPE, wiring, circuit, conduit, plumbing, framing, concrete, troubleshooting, repair, level, code compliance',
  49: 'troubleshooting, diagnose, repair, maintenance, preventive maintenance, parts, equipment, tools, schematics, manuals, safety, lockout, inspection, calibration, work order, downtime, customer, test',
  51: 'production, quality, inspection, machine, setup, specifications, tolerances, safety, defects, lean, efficiency, output, shift, materials, measurements, downtime, calibration, procedures, waste',
  53: 'route, delivery, safety, schedule, inspection, logs, loading, cargo, vehicle, DOT, customers, dispatch, inventory, forklift, warehouse, shipping, on time',
};
