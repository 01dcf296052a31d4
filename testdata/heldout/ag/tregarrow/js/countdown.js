// countdown to the station open day (a clock, not content)
simplyCountdown('.open-day', { year: 2027, month: 8, day: 15, hours: 10, minutes: 30, inline: true, enableUtc: false });
