// Text messages (SMS): kinds and limits, US numbers in E.164, inbound keywords (STOP/HELP/START), quiet hours
// by time zone, and the texts sent.

export type { InboundIntent } from './inbound-keywords';
export {
  classifyInbound,
  HELP_KEYWORDS,
  inboundWords,
  START_KEYWORDS,
  STOP_KEYWORDS,
} from './inbound-keywords';
export {
  isQuietHours,
  isTimeZone,
  SMS_DEFAULT_TIME_ZONE,
  SMS_QUIET_HOURS,
  smsSendTime,
  smsTimeZone,
  timeZoneOfNumber,
  US_SMS_TIME_ZONES,
} from './quiet-hours';
export type { SmsKind, SmsSettingKind } from './sms-rules';
export {
  SMS_CAPPED_KINDS,
  SMS_KINDS,
  SMS_LIMITS,
  SMS_SETTING_KINDS,
  smsCapWindowStart,
  smsRetryDelayMs,
  smsSettingFor,
} from './sms-rules';
export {
  NOTIFICATION_SETTINGS_PATH,
  SMS_BLAST_TEXTS,
  SMS_CONSENT_TEXT,
  SMS_KIND_LABELS,
  SMS_OUTBOX_TEXTS,
  SMS_SECTION_ID,
  SMS_SETTINGS_TEXTS,
} from './sms-settings-texts';
export { SMS_SUPPORT_CONTACT, SMS_TEXTS } from './sms-texts';
export { areaCodeOf, displayUsPhone, toUsE164 } from './us-phone';
