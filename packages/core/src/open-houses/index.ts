// Open houses: slot rules, the calendar helpers, their texts and the property's local time zone.

export type { OpenHouseSlotInput, OpenHouseSort, OpenHouseView } from './open-houses';
export {
  CALENDAR_MAX_DAYS,
  calendarDayRangeProblem,
  calendarDaySpan,
  calendarMonthDays,
  calendarMonthGrid,
  formatCalendarMonth,
  isCalendarDay,
  OPEN_HOUSE_LIMITS,
  OPEN_HOUSE_SORTS,
  OPEN_HOUSE_TEXTS,
  OPEN_HOUSE_VIEWS,
  openHouseIcsPath,
  openHouseSlotProblem,
  parseCalendarMonth,
  seatsLabel,
  seatsLeft,
  shiftCalendarMonth,
  slotsOverlap,
} from './open-houses';
export {
  formatZonedTime,
  formatZonedWindow,
  propertyTimeZone,
  STATE_TIME_ZONES,
  timeZoneAbbreviation,
  timeZoneOffsetMinutes,
  zonedDay,
  zonedIcsDateTime,
  zonedTimeToIso,
} from './property-time-zone';
