import {
  complaintComments,
  complaintsContract,
  addComplaintLink,
  addComplaintAnswer,
  assignComplaint,
  changeComplaintStatus,
  deleteComplaintAnswerFile,
  deleteComplaintById,
  deleteComplaintLink,
  downloadComplaintAnswerFile,
  downloadComplaintFile,
  downloadStaffAnswerFile,
  downloadStaffComplaintFile,
  exportComplaintDossier,
  getAllComplaintParameters,
  getAllComplaints,
  getAssignableUnits,
  getReportUnits,
  getComplaintDetails,
  getComplaintImage,
  getComplaintMap,
  getComplaintParameterById,
  getComplaintReportSettings,
  getComplaintResponseTime,
  getComplaintStatistics,
  getComplaintThumbnail,
  getImagesByComplaintId,
  getMyComplaints,
  getStaffComplaintById,
  reportComplaint,
  saveComplaintParameter,
  searchComplaints,
  searchStaffComplaints,
  sendSystemNotificationEmailToAdmins,
  sendSystemNotificationSmsToAdmins,
  updateComplaint,
  updateComplaintLocation,
  uploadComplaintAnswerFile,
  uploadComplaintDocument,
  uploadComplaintImage,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/auth';
import { discussionRoutes } from '../../platform/discussions/routes';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { createWriteLimits, type WriteKind } from '../../platform/write-limits';
import { createComplaintDossier } from './complaints-dossier.service';
import { createStaffComplaints } from './complaints-staff.service';
import { staffWorkRoutes } from './complaints-staff-work.routes';
import { seedDemoResponseTemplates } from './complaints-templates.seed';
import { createResponseTemplates } from './complaints-templates.service';
import { createWorkQueue } from './complaints-work-queue.service';
import { supportRoutes } from './complaints-support.routes';
import { followerMessages } from './complaints-followers.notify';
import { followingRoutes } from './complaints-following.routes';
import { fixedQuestionRoutes } from './complaints-fixed.routes';
import { createFixedQuestions, fixedQuestionMessages } from './complaints-fixed.service';
import { createComplaintSupports } from './complaints-support.service';
import { complaintAttachmentKinds } from './complaints.attachments';
import { complaintServerReports, reportUnits } from './complaints.reports';
import { createComplaintsCore } from './complaints.core';
import { complaintDiscussion } from './complaints.discussion';
import { complaintMessages } from './complaints.notifications';
import { complaintReceipt } from './complaints.receipt';
import { createResponseTime } from './complaints-report-flow.service';
import { complaintsMenu } from './complaints.menu';
import { openDataRoutes } from './complaints.open-data';
import { handlesAll, handlesBranch } from './complaints.policy';
import { seedDemoComplaints } from './complaints.seed';
import { createComplaints } from './complaints.service';
import { complaintUsageCounts } from './complaints.usage';

const done = { success: true } as const;

/**
 * Complaints ("report a problem"): citizens report with photos, documents and a
 * location, follow and comment; staff in their scope (administrators, right 15 all,
 * right 16 their branch of units) assign, answer, move, link and delete; the complaint
 * configuration parameters. Decision 0016.
 */
export const complaintsModule = defineModule({
  name: 'complaints',
  contract: complaintsContract,
  menu: complaintsMenu,
  manualChapters: [{ id: 'complaints', order: 46 }],
  messages: [...complaintMessages, complaintReceipt, ...fixedQuestionMessages, ...followerMessages],
  attachmentKinds: Object.values(complaintAttachmentKinds),
  discussionSubjects: [complaintDiscussion],
  reports: complaintServerReports,
  usageCounts: complaintUsageCounts,
  catalogue: ['complaints', 'complaintsAdmin', 'complaintsStatistics'],

  routes(
    app,
    { db, storage, texts, tenants, notify, config, limiter, attachments, discussions, background, links },
  ) {
    const deps = { db, storage, texts, notify, config, attachments, discussions, log: app.log };
    const core = createComplaintsCore(deps);
    const complaints = createComplaints(deps, core);
    const staff = createStaffComplaints(deps, core, complaints);
    const dossier = createComplaintDossier({ db, storage, texts, tenants }, staff);
    // Reports, comments and uploads per person and per address; staff who handle complaints
    // are not held to citizens' limits (decision 0018).
    const limitWrite = createWriteLimits(limiter);
    const limited = (kind: WriteKind) => ({
      limit: (request: FastifyRequest) =>
        limitWrite(kind, request, {
          staff: handlesAll(request.principal) || handlesBranch(request.principal),
        }),
    });

    // Public
    route(app, searchComplaints, ({ body, tenant }) => complaints.search(tenant.municipalityId, body));
    route(app, getComplaintMap, ({ body, tenant }) => complaints.map(tenant.municipalityId, body));
    route(app, getComplaintDetails, ({ params, tenant, request }) =>
      complaints.details(request.principal, tenant.municipalityId, params.id, params.languageId),
    );
    route(app, getMyComplaints, ({ body, request }) => complaints.mine(callerOf(request), body));
    route(app, getComplaintReportSettings, ({ tenant }) => complaints.settings(tenant.municipalityId));
    const responseTime = createResponseTime(db);
    route(app, getComplaintResponseTime, ({ tenant }) => responseTime.of(tenant.municipalityId));
    route(
      app,
      uploadComplaintImage,
      ({ body, request }) => core.uploadImage(callerOf(request), body),
      limited('upload'),
    );
    route(
      app,
      uploadComplaintDocument,
      ({ body, request }) => core.uploadFile(callerOf(request), body),
      limited('upload'),
    );
    route(app, reportComplaint, ({ body, request }) => complaints.report(callerOf(request), body), {
      signInMessage: 'must_login_to_report_problem',
      ...limited('report'),
    });
    supportRoutes(app, createComplaintSupports(deps, core), limited);
    followingRoutes(app, { deps, core, limiter });
    fixedQuestionRoutes(app, createFixedQuestions(deps, core), { background });
    // Comments: the citizens' call and the staff's, over the platform's discussions.
    discussionRoutes(
      app,
      complaintComments,
      {
        add: (principal, body) => complaints.comment(principal, body),
        list: (principal, id) => staff.comments(principal, id),
        files: (principal, id) => staff.commentFiles(principal, id),
        addStaff: (principal, body) => staff.comment(principal, body),
        upload: (principal, file) => core.uploadFile(principal, file),
        moderate: (principal, id, values) => staff.setComment(principal, id, values),
      },
      { comment: limited('comment'), upload: limited('upload') },
    );
    route(app, getComplaintImage, ({ params, tenant, request }) =>
      complaints.image(request.principal, tenant.municipalityId, params.id, false),
    );
    route(app, getComplaintThumbnail, ({ params, tenant, request }) =>
      complaints.image(request.principal, tenant.municipalityId, params.id, true),
    );
    route(app, downloadComplaintFile, ({ params, tenant, request }) =>
      complaints.file(request.principal, tenant.municipalityId, params.id),
    );
    route(app, downloadComplaintAnswerFile, ({ params, tenant, request }) =>
      complaints.answerFile(request.principal, tenant.municipalityId, params.id),
    );
    route(app, getComplaintStatistics, ({ body, tenant }) =>
      complaints.statistics(tenant.municipalityId, body),
    );
    // The home page's month counts, the Atom feed and Open311 (decision in the issue 18 report).
    openDataRoutes(app, { db, texts, tenants, links, config, limiter }, complaints);

    // Staff
    staffWorkRoutes(app, {
      workQueue: createWorkQueue(deps, core),
      templates: createResponseTemplates(deps, core),
    });
    route(app, getAllComplaints, ({ body, request }) => staff.all(callerOf(request), body));
    route(app, searchStaffComplaints, ({ body, request }) => staff.search(callerOf(request), body));
    route(app, getStaffComplaintById, ({ params, request }) =>
      staff.details(callerOf(request), params.id, params.languageId),
    );
    route(app, getImagesByComplaintId, ({ params, request }) => staff.images(callerOf(request), params.id));
    route(app, updateComplaint, async ({ body, request }) => {
      await staff.update(callerOf(request), body);
      return done;
    });
    route(app, updateComplaintLocation, async ({ body, request }) => {
      await staff.updateLocation(callerOf(request), body);
      return done;
    });
    route(
      app,
      uploadComplaintAnswerFile,
      ({ body, request }) => core.uploadFile(callerOf(request), body),
      limited('upload'),
    );
    route(app, addComplaintAnswer, ({ body, request }) => staff.answer(callerOf(request), body));
    route(app, assignComplaint, async ({ body, request }) => {
      await staff.assign(callerOf(request), body);
      return done;
    });
    route(app, changeComplaintStatus, async ({ body, request }) => {
      await staff.changeStatus(callerOf(request), body);
      return done;
    });
    route(app, downloadStaffComplaintFile, ({ params, request }) => staff.file(callerOf(request), params.id));
    route(app, downloadStaffAnswerFile, ({ params, request }) =>
      staff.answerFile(callerOf(request), params.id),
    );
    route(app, deleteComplaintAnswerFile, async ({ params, request }) => {
      await staff.deleteAnswerFile(callerOf(request), params.id);
      return done;
    });
    route(app, deleteComplaintById, async ({ params, request }) => {
      await staff.remove(callerOf(request), params.id);
      return done;
    });
    route(app, addComplaintLink, ({ body, request }) => staff.link(callerOf(request), body));
    route(app, deleteComplaintLink, async ({ params, request }) => {
      await staff.unlink(callerOf(request), params.id);
      return done;
    });
    route(app, getAssignableUnits, ({ params, request }) =>
      staff.units(callerOf(request), params.languageId),
    );
    route(app, getReportUnits, ({ params, request }) =>
      reportUnits(db, callerOf(request), params.languageId),
    );
    // A dossier re-encodes every photo of the complaint: counted as an export (decision 0026).
    route(app, exportComplaintDossier, ({ body, request }) => dossier.export(callerOf(request), body), {
      limit: (request: FastifyRequest) => limitWrite('export', request, { staff: false }),
    });
    route(app, sendSystemNotificationEmailToAdmins, ({ body, request }) =>
      staff.notifyAgain(callerOf(request), body.complaintId, 'email'),
    );
    route(app, sendSystemNotificationSmsToAdmins, ({ body, request }) =>
      staff.notifyAgain(callerOf(request), body.complaintId, 'sms'),
    );

    // Complaint configuration parameters
    route(app, getAllComplaintParameters, ({ params, tenant }) =>
      complaints.parameters.all(tenant.municipalityId, params.languageId),
    );
    route(app, getComplaintParameterById, ({ params, tenant }) =>
      complaints.parameters.get(tenant.municipalityId, params.id, params.languageId),
    );
    route(app, saveComplaintParameter, ({ body, tenant }) =>
      complaints.parameters.save(tenant.municipalityId, body),
    );
  },

  async seedDemo(ctx) {
    await seedDemoComplaints(ctx);
    await seedDemoResponseTemplates(ctx);
  },
});
