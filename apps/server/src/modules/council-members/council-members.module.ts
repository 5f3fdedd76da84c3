import {
  askQuestion,
  councilMembersContract,
  deleteCouncilMember,
  downloadAnswerFile,
  getAddressees,
  getAnsweringUsers,
  getCouncilMemberById,
  getCouncilMemberPicture,
  getLatestQuestions,
  getMyQuestions,
  getPublicCouncil,
  getPublicCouncilMember,
  getPublicMayor,
  getPublicQuestion,
  getQuestionStatistics,
  getQuestionsToAnswer,
  getResponsiveness,
  getStaffQuestion,
  getUnitQuestionSettings,
  saveAnswer,
  saveCouncilMember,
  saveUnitQuestionSetting,
  searchCouncilMembers,
  searchPublicQuestions,
  searchStaffQuestions,
  setQuestionState,
  uploadAnswerFile,
  uploadCouncilMemberPicture,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { createWriteLimits } from '../../platform/write-limits';
import { councilMemberAttachmentKinds, questionMessages } from './council-members.declarations';
import { councilMembersMenu } from './council-members.menu';
import { createCouncilMemberAdmin } from './council-members.service';
import { createPublicCouncil } from './council-members-public.service';
import { seedDemoCouncil } from './council-members.seed';
import { createQuestions } from './questions.service';
import { createPublicQuestions } from './questions-public.service';
import { createQuestionStatistics } from './questions-statistics.service';
import { questionServerReports } from './questions.reports';

const done = { success: true } as const;

/**
 * Council members, the mayor and citizens' questions to them and to organisational units
 * (decision 0028): the administration of members and units' settings, asking, answering
 * through the system or by replying to the notification e-mail, moderation, the public pages.
 */
export const councilMembersModule = defineModule({
  name: 'council-members',
  contract: councilMembersContract,
  menu: councilMembersMenu,
  messages: Object.values(questionMessages),
  attachmentKinds: Object.values(councilMemberAttachmentKinds),
  catalogue: ['questions', 'councilMembersAdmin', 'questionsStatistics'],
  reports: questionServerReports,

  routes(app, { db, storage, notify, limiter, attachments, inboundMail, config }) {
    const members = createCouncilMemberAdmin({ db, storage, attachments, log: app.log });
    const council = createPublicCouncil({ db, storage });
    const questions = createQuestions({ db, storage, attachments, notify, config, log: app.log });
    const publicQuestions = createPublicQuestions({ db, storage });
    const statistics = createQuestionStatistics({ db });
    const limitWrite = createWriteLimits(limiter);
    const principalOf = (request: FastifyRequest) => request.principal ?? null;
    // A citizen's question is held to a write limit of its own (decisions 0018, 0028).
    const limited = (kind: 'question' | 'upload', staff = false) => ({
      limit: (request: FastifyRequest) => limitWrite(kind, request, { staff }),
    });

    // Administration of council members and units' answer settings
    route(app, searchCouncilMembers, ({ body, request }) => members.search(callerOf(request), body));
    route(app, getCouncilMemberById, ({ params, request }) => members.details(callerOf(request), params.id));
    route(app, saveCouncilMember, ({ body, request }) => members.save(callerOf(request), body));
    route(app, deleteCouncilMember, async ({ params, request }) => {
      await members.remove(callerOf(request), params.id);
      return done;
    });
    route(
      app,
      uploadCouncilMemberPicture,
      ({ body, request }) => members.uploadPicture(callerOf(request), body),
      limited('upload', true),
    );
    route(app, getAnsweringUsers, ({ request }) => members.answeringUsers(callerOf(request)));
    route(app, getUnitQuestionSettings, ({ params, request }) =>
      members.unitSettings(callerOf(request), params.languageId),
    );
    route(app, saveUnitQuestionSetting, async ({ body, request }) => {
      await members.saveUnitSetting(callerOf(request), body);
      return done;
    });

    // Public council
    route(app, getPublicCouncil, ({ params, query, tenant }) =>
      council.council(tenant.municipalityId, params.languageId, query.convocationId),
    );
    route(app, getPublicCouncilMember, ({ params, tenant }) =>
      council.member(tenant.municipalityId, params.id, params.languageId),
    );
    route(app, getPublicMayor, async ({ params, tenant }) => ({
      mayor: await council.mayor(tenant.municipalityId, params.languageId),
    }));
    route(app, getCouncilMemberPicture, ({ params, query, tenant }) =>
      council.picture(tenant.municipalityId, params.id, query.size),
    );
    route(app, getResponsiveness, ({ params, tenant }) =>
      statistics.responsiveness(tenant.municipalityId, params.languageId),
    );
    route(app, getQuestionStatistics, ({ body, tenant, request }) =>
      statistics.statistics(principalOf(request), tenant.municipalityId, body),
    );

    // Public questions
    route(app, getAddressees, ({ params, tenant }) =>
      publicQuestions.addressees(tenant.municipalityId, params.languageId),
    );
    route(app, searchPublicQuestions, ({ body, tenant }) =>
      publicQuestions.search(tenant.municipalityId, body),
    );
    route(app, getLatestQuestions, ({ params, tenant }) =>
      publicQuestions.latest(tenant.municipalityId, params.languageId),
    );
    route(app, getPublicQuestion, ({ params, tenant }) =>
      publicQuestions.details(tenant.municipalityId, params.id, params.languageId),
    );
    route(app, downloadAnswerFile, ({ params, tenant, request }) =>
      questions.file(principalOf(request), tenant.municipalityId, params.id),
    );
    route(app, askQuestion, ({ body, request }) => questions.ask(callerOf(request), body), {
      signInMessage: 'must_login_to_ask_question',
      ...limited('question'),
    });
    route(app, getMyQuestions, ({ body, request }) => questions.mine(callerOf(request), body));

    // Answering and moderation
    route(app, getQuestionsToAnswer, ({ body, request }) => questions.toAnswer(callerOf(request), body));
    route(app, searchStaffQuestions, ({ body, request }) => questions.search(callerOf(request), body));
    route(app, getStaffQuestion, ({ params, request }) =>
      questions.details(callerOf(request), params.id, params.languageId),
    );
    route(app, saveAnswer, async ({ body, request }) => {
      await questions.answer(callerOf(request), body);
      return done;
    });
    route(
      app,
      uploadAnswerFile,
      ({ body, request }) => questions.uploadAnswerFile(callerOf(request), body),
      limited('upload', true),
    );
    route(app, setQuestionState, async ({ body, request }) => {
      await questions.setState(callerOf(request), body);
      return done;
    });

    // Answers by replying to the notification e-mail (modes 2 and 3), over the platform's inbound mail.
    inboundMail.use((mail) => questions.answerByReply(mail));
  },

  seedDemo: seedDemoCouncil,
});
