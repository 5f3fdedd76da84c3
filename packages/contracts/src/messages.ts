/**
 * Message keys. The server answers refusals with these keys; the web translates
 * them from the `messages` part of the catalogues. Keys that the specification
 * names literally are kept exactly, misspellings included (`varification_code_not_valid`).
 */

/** Keys the server returns in `{ errors: { field: key } }`. */
export const serverMessageKeys = [
  // accounts
  'user_already_exists',
  'email_already_exists',
  'telephone_number_already_exists',
  'incorrect_username_or_password',
  'incorrect_old_password',
  'incorrect_password',
  'activation_code_not_sent',
  'varification_code_not_valid',
  'unable_to_find_user_with_entered_email',
  'slanje_nije_uspjelo',
  'must_login_to_report_problem',
  'must_login_to_ask_question',
  'must_register_to_vote',
  'voting_closed',
  'commenting_closed',
  'no_language_chosen',
  'account_not_confirmed',
  'account_deactivated',
  'login_type_not_active',
  'activation_link_not_valid',
  'reset_link_not_valid',
  'password_too_common',
  'cannot_change_own_account',
  'registered_login_required',
  'sign_in_wait',
  // participation
  'vote_already_added',
  'sms_number_already_used_for_survey',
  'sms_code_resend_wait',
  'item_number_already_exists',
  'convocation_not_current_or_inactive',
  'resolved_complaint_status_cannot_change',
  'complaint_hidden_inappropriate',
  'complaint_status_change_not_allowed',
  'complaint_link_already_exists',
  'complaint_images_limit',
  'complaint_unit_not_allowed',
  'final_report_not_sent',
  'too_many_reports',
  'too_many_comments',
  // records and files
  'record_not_found',
  'question_not_found',
  'session_not_found',
  'debate_not_found',
  'offline_debate_not_found',
  'discussion_not_found',
  'comment_not_found',
  'file_not_found',
  'document_not_found_or_invalid',
  'document_upload_failed',
  'comment_file_invalid_saved_without_file',
  'deletion_not_possible',
  'session_not_published',
  'code_already_exists',
  'convocation_current_exists',
  'code_list_fixed',
  'parent_not_valid',
  'file_type_not_allowed',
  'file_too_large',
  'too_many_uploads',
  'pending_uploads_too_large',
  'image_type_not_allowed',
  'image_too_large',
  'image_invalid',
  'image_too_many_pixels',
  'video_invalid',
  'data_invalid',
  'data_not_saved_unknown_status',
  'report_too_many_rows',
  'report_too_many_rows_pdf',
  'too_many_exports',
  'exports_busy',
  'too_many_report_jobs',
  'report_job_not_ready',
  'report_job_expired',
  'report_job_failed',
  // validation
  'validation_required',
  'validation_invalid_type',
  'validation_too_long',
  'validation_too_short',
  'validation_too_large',
  'validation_too_small',
  'validation_invalid_email',
  'validation_invalid_format',
  'validation_invalid_value',
  'validation_unknown_field',
  'validation_invalid_username',
  'validation_invalid_phone',
  'validation_birth_year_in_future',
  'validation_must_match',
  'validation_end_before_start',
  'validation_period_too_long',
  // transport
  'forbidden',
  'session_expired',
  'method_not_allowed',
  'not_found',
  'too_many_requests',
  'request_too_large',
  'unsupported_media_type',
  'web_service_request_error',
  'service_unavailable',
  // outbox
  'outbox_message_not_failed',
] as const;
export type ServerMessageKey = (typeof serverMessageKeys)[number];

/** Keys only the web shows: toasts for transport failures and successes. */
export const clientMessageKeys = [
  'system_message_prefix',
  'generic_error',
  'uspjesna_prijava_na_newsletter',
  'registration_success',
  'password_change_success',
  'logout_success',
  'vote_received',
  'problem_reported',
  'image_saved',
  'deletion_success',
  'survey_completed',
  'account_confirmed',
  'code_sent',
  'username_sent',
  'reset_link_sent',
  'password_reset_success',
  'data_saved',
  'account_deactivated_success',
  'account_deleted_success',
] as const;
export type ClientMessageKey = (typeof clientMessageKeys)[number];

export type MessageKey = ServerMessageKey | ClientMessageKey;
export const messageKeys: readonly MessageKey[] = [...serverMessageKeys, ...clientMessageKeys];

const serverKeySet: ReadonlySet<string> = new Set(serverMessageKeys);
export function isServerMessageKey(value: unknown): value is ServerMessageKey {
  return typeof value === 'string' && serverKeySet.has(value);
}
