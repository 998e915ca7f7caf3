// Quiet hours: no text goes out between 9 pm and 8 am in the recipient's time zone (their setting, else the
// number's area code, else New York); a text due in quiet hours waits for 8 am local.
import { areaCodeOf } from './us-phone';

/** Quiet hours start at 21:00 and end at 08:00 local time. */
export const SMS_QUIET_HOURS = { startHour: 21, endHour: 8 } as const;

/** The zone used when neither the user's setting nor the area code says. */
export const SMS_DEFAULT_TIME_ZONE = 'America/New_York';

/** US time zones a user can choose, with their labels. */
export const US_SMS_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern' },
  { zone: 'America/Chicago', label: 'Central' },
  { zone: 'America/Denver', label: 'Mountain' },
  { zone: 'America/Phoenix', label: 'Arizona' },
  { zone: 'America/Los_Angeles', label: 'Pacific' },
  { zone: 'America/Anchorage', label: 'Alaska' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii' },
  { zone: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
] as const;

const AREA_CODES: Record<string, string> = {
  'Pacific/Honolulu': '808',
  'America/Anchorage': '907',
  'America/Puerto_Rico': '787 939 340',
  'America/Phoenix': '480 520 602 623 928',
  'America/Denver': '303 719 720 970 983 385 435 801 505 575 406 307 208 986 915',
  'America/Los_Angeles':
    '209 213 279 310 323 341 350 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805 818 820 831 840 858 909 916 925 949 951 206 253 360 425 509 564 458 503 541 971 702 725 775',
  'America/Chicago':
    '205 251 256 334 659 938 479 501 870 217 224 309 312 331 447 464 618 630 708 773 779 815 847 872 319 515 563 641 712 316 620 785 913 225 318 337 504 985 218 320 507 612 651 763 952 228 601 662 769 314 417 557 573 636 660 816 308 402 531 701 405 539 572 580 918 605 423 615 629 731 865 901 931 210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 936 940 945 956 972 979 262 274 414 534 608 715 920',
  'America/New_York':
    '203 475 860 959 302 202 212 239 305 321 352 386 407 448 561 656 689 727 754 772 786 813 850 863 904 941 954 229 404 470 478 678 706 762 770 912 943 219 260 317 463 574 765 812 930 502 606 859 207 227 240 301 410 443 667 339 351 413 508 617 774 781 857 978 231 248 269 313 517 586 616 679 734 810 906 947 989 603 201 551 609 640 732 848 856 862 908 973 315 332 347 363 516 518 585 607 631 646 680 716 718 838 845 914 917 929 934 252 336 472 704 743 828 910 919 980 984 216 220 234 283 326 330 380 419 436 440 513 567 614 740 937 215 223 267 272 412 445 484 570 582 610 717 724 814 835 878 401 803 839 843 854 864 802 276 434 540 571 703 757 804 826 948 304 681',
};

const ZONE_OF_AREA_CODE = new Map<string, string>(
  Object.entries(AREA_CODES).flatMap(([zone, codes]) =>
    codes.split(' ').map((code) => [code, zone] as [string, string]),
  ),
);

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** The IANA zone of a US number's area code, or null when the table does not know it. */
export function timeZoneOfNumber(e164: string): string | null {
  const code = areaCodeOf(e164);
  return code ? (ZONE_OF_AREA_CODE.get(code) ?? null) : null;
}

/** The zone quiet hours use: the user's setting, else the number's area code, else New York. */
export function smsTimeZone(setting: string | null | undefined, e164: string | null): string {
  if (setting && isTimeZone(setting)) return setting;
  return (e164 ? timeZoneOfNumber(e164) : null) ?? SMS_DEFAULT_TIME_ZONE;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localTime(at: Date, zone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Whether `at` falls in quiet hours (21:00 to 07:59:59) in `zone`. */
export function isQuietHours(at: Date, zone: string): boolean {
  const { hour } = localTime(at, zone);
  return hour >= SMS_QUIET_HOURS.startHour || hour < SMS_QUIET_HOURS.endHour;
}

/** The instant of a local wall-clock time in `zone`. */
function instantOf(year: number, month: number, day: number, hour: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall;
  for (let i = 0; i < 3; i += 1) {
    const local = localTime(new Date(guess), zone);
    const shown = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
    guess += wall - shown;
  }
  return new Date(guess);
}

/** When a text due at `at` may go out: `at` itself, or 8 am local after the quiet hours it falls in. */
export function smsSendTime(at: Date, zone: string): Date {
  if (!isQuietHours(at, zone)) return at;
  const local = localTime(at, zone);
  // Evening: 8 am of the next local day; small hours: 8 am of the same day.
  const dayShift = local.hour >= SMS_QUIET_HOURS.startHour ? 1 : 0;
  const nextDay = new Date(Date.UTC(local.year, local.month - 1, local.day + dayShift));
  return instantOf(
    nextDay.getUTCFullYear(),
    nextDay.getUTCMonth() + 1,
    nextDay.getUTCDate(),
    SMS_QUIET_HOURS.endHour,
    zone,
  );
}
