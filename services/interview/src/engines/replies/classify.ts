import type { ReplyCategory } from '@pathwise/contracts';
import { plainText } from './message-text.js';
import { scamSigns } from './scam.js';

/**
 * What an employer's message is about, from weighted cues: phrases that say it outright ("we'd like to offer you"),
 * and weaker words that lean one way ("availability", "portfolio"). The highest total wins; below a floor it is
 * "other". Each cue is a pattern a recruiter's wording actually uses, so the classifier explains itself: `cues` lists
 * what it matched.
 */
interface Cue {
  re: RegExp;
  weight: number;
}

const CUES: Record<Exclude<ReplyCategory, 'other'>, Cue[]> = {
  offer: [
    {
      re: /\b(?:pleased|delighted|happy|thrilled|excited) to (?:extend|offer|make) (?:you )?(?:an? )?(?:formal |verbal |written )?offer\b/i,
      weight: 6,
    },
    {
      re: /\b(?:we(?:'d| would) like to|we want to|we are going to|we're going to) (?:extend|offer you|make you an offer)\b/i,
      weight: 6,
    },
    {
      re: /\b(?:pleased|delighted|happy|thrilled|excited|glad) to offer you (?:the|this|a|an|our)\b/i,
      weight: 6,
    },
    { re: /\boffer (?:letter|of employment|details|package)\b/i, weight: 4 },
    // a better figure than the one offered: "we can go up to $36 an hour instead of the $33 we offered"
    {
      re: /\b(?:we|I) (?:can|could|will|'ll) (?:go|come|move|bump (?:it|you)) up to\b|\b(?:revised|updated|improved|counter)[- ]?offer\b|\binstead of the [$€£]?\d[^.!?]{0,25}\b(?:we|I) offered\b/i,
      weight: 6,
    },
    { re: /\b(?:like|wants?|pleased|happy|delighted|excited) to (?:hire|bring on|bring) you\b/i, weight: 5 },
    // a decision in the candidate's favour, whatever the noun: "we want you on the line", "we're going to take you
    // on", "approved your hire", "confirm your appointment", "you're in!", "you are the person for the job"
    {
      re: /\b(?:hire|take|bring|want|welcome|appoint)s? you (?:on\b(?!\s+(?:site|a|an|the|for an?)\b)|aboard|onboard|on board|for (?:the|this|our) (?:[\w-]+ ){0,3}(?:role|position|job|post|contract)|as (?:our|a|an|the) )|\b(?:approved|confirm(?:ed|ing)?) (?:your|the) (?:hire|hiring|appointment|employment|selection)\b|\byou(?:'re| are) (?:in(?=\s*[!.,]|\s*$)|hired\b|the (?:one|person|candidate|pick) (?:for|we)\b)|\b(?:love|like|want) for you to (?:join|start|come on)\b|\bhave you (?:join|on board|aboard)\b|\b(?:it's|it is) a (?:yes|go)\b|\b(?:move|moving|go|going) (?:forward|ahead) with (?:an|the|a (?:formal|verbal|written)) offer\b|\b(?:want|take) the (?:job|position|role|spot)\?/i,
      weight: 6,
    },
    // "the job is yours", "you have been selected for the post", "we'd love to have you join", "we want you!"
    {
      re: /\b(?:the )?(?:job|role|position|post)(?:'s| is) yours\b|\b(?:you have been|you've been|you are|you're|you were) (?:selected|chosen) (?:for|as) (?:the |our )?(?:[\w-]+ ){0,4}(?:post|position|role|job)\b|\b(?:love|like|want) (?:to have you|you to) (?:join|come on board|start)\b|\bwe want you\b|\bbring you on board\b/i,
      weight: 6,
    },
    { re: /\b(?:formal|verbal|written|job|employment) offer\b/i, weight: 3.5 },
    {
      re: /\b(?:start date|starting salary|base salary of|signing bonus|sign-on bonus|relocation package|equity grant|stock options|benefits package)\b/i,
      weight: 2,
    },
    { re: /\b(?:accept(?:ance)?|countersign|sign and return)\b.{0,40}\b(?:offer|by)\b/i, weight: 2.5 },
    { re: /\bcongratulations\b/i, weight: 2 },
    { re: /\bwelcome (?:you )?(?:to|aboard)\b|\bjoin(?:ing)? (?:our|the) team\b/i, weight: 1.5 },
  ],
  rejection: [
    {
      re: /\b(?:unfortunately|regret(?:fully)? to inform|we regret|sorry to (?:inform|let you know|say))\b/i,
      weight: 3,
    },
    {
      re: /\b(?:decided|chosen|chose|elected) (?:to )?(?:move|go|proceed) (?:forward|ahead) with (?:other|another|a different)\b/i,
      weight: 6,
    },
    {
      re: /\b(?:not (?:be )?(?:moving|proceeding) forward|will not be (?:moving|proceeding|progressing)|won't be (?:moving|proceeding|progressing)|not (?:been )?selected|unsuccessful|not a (?:fit|match) at this time|position has been filled|filled the (?:position|role))\b/i,
      weight: 5,
    },
    {
      re: /\b(?:other candidates|another candidate|candidates whose (?:experience|skills|qualifications))\b/i,
      weight: 3,
    },
    {
      re: /\b(?:chosen|selected|hired|decided on|gone with|went with|offered the (?:role|position) to) (?:a|an|another) (?:different |other )?(?:candidate|applicant|person)\b/i,
      weight: 6,
    },
    {
      re: /\b(?:keep your (?:resume|cv|details|information) on file|future (?:openings|opportunities|roles)|encourage you to apply (?:again|in the future))\b/i,
      weight: 2,
    },
    { re: /\bwish(?:ing)? you (?:the best|all the best|success|luck)\b/i, weight: 2 },
    // the soft wordings: "go a different way", "offered the role to someone", "filled it from inside"
    {
      re: /\b(?:go|goes|went|going|gone|head|heading|headed|take|taking|took|taken|move|moving|moved) (?:things |it |this )?(?:a |in a |in an |in )?(?:different|another|other|new) (?:way|direction)\b|\boffered (?:the|this) (?:\w+ )?(?:role|position|job) to (?:someone|somebody|a|an|another|the other)\b|\b(?:hir\w+|fill\w*|promot\w+)(?: (?:it|the role|the position|the job))? (?:internally|from (?:inside|within))\b|\bpursue (?:other )?(?:candidates|applicants) whose\b|\b(?:put|placed) on hold\b/i,
      weight: 6,
    },
    // the role went to someone else: "gave the line spot to someone", "going with someone local", "extended the offer
    // to another finalist", "continue with candidate which have more experience", "other candidates more closely align"
    {
      re: /\b(?:gave|given|give|giving|offered|extended|handed|awarded)\b[^.!?]{0,30}\bto (?:someone|somebody|another|a different|one of|an internal|a candidate|a finalist)\b|\b(?:going|go|went|gone|continu\w+|proceed\w*|settled|decided to go) with (?:someone|somebody|another|other|a different|a (?:guy|gal|girl|lady|fellow|person) who|an? (?:internal|external|local|more experienced)|(?:the )?candidates? (?:who|whose|which|that|with))\b|\b(?:other|another|stronger|different) (?:candidates?|applicants?|finalists?) (?:\w+ ){0,2}(?:more|better|closer|closely|stronger)\b|\b(?:found|hired|chose|picked|selected) (?:someone|somebody|another (?:candidate|applicant|person))\b/i,
      weight: 6,
    },
    // the need went away: "the job got pulled", "we won't need a helper anymore", "the position has been cancelled"
    {
      re: /\b(?:job|role|position|opening|vacancy|spot|req(?:uisition)?|post)\b[^.!?]{0,20}\b(?:got|was|has|have|is being|is|been)(?: now| already)?(?: been)? (?:pulled|filled|cancel+ed|withdrawn|eliminated|frozen|closed|put on hold|scrapped)\b|\b(?:won't|will not|not|unable to|cannot|can't) (?:be )?(?:taking|take|progressing|progress) (?:your application|you|this|it) (?:any )?further\b|\b(?:isn't|is not|wasn't|was not) (?:quite )?(?:the |a )?(?:right |good |strong |close )?(?:match|fit) for (?:you|your)\b|\bhiring freeze\b|\b(?:won't|will not|no longer|don't|do not) (?:be needing|need)\b[^.!?]{0,30}\b(?:anymore|any more|after all)\b|\bno longer (?:need|require|hiring|recruiting)\b/i,
      weight: 6,
    },
  ],
  'interview-scheduling': [
    {
      re: /\b(?:schedule|set up|book|arrange|line up|find a time for|coordinate) (?:an?|the|your|a quick|a short|some time for (?:a|an))? ?(?:\w+ )?(?:interview|call|chat|meeting|conversation|screen|phone screen|video call|onsite|on-site)\b/i,
      weight: 5,
    },
    {
      re: /\b(?:your availability|when (?:are|would) you (?:be )?(?:available|free)|what times? (?:work|suits?|are good)|times? that work|available (?:for|to) (?:a |an )?(?:call|chat|interview|meet|talk)|let me know (?:a few|some|your) (?:times|slots|availability)|which (?:slot|time|day) (?:works|suits))\b/i,
      weight: 5,
    },
    {
      re: /\b(?:interview|phone screen|screening call|technical round|panel|onsite|on-site|final round|next round)\b/i,
      weight: 1.5,
    },
    {
      re: /\b(?:calendly|calendar invite|time slots?|zoom|google meet|teams (?:call|meeting)|reschedule)\b/i,
      weight: 2.5,
    },
    {
      re: /\b(?:monday|tuesday|wednesday|thursday|friday)\b.{0,30}\b(?:\d{1,2}(?::\d\d)?\s?(?:am|pm)|morning|afternoon)\b/i,
      weight: 2.5,
    },
    { re: /\b(?:next week|this week|tomorrow|today)\b/i, weight: 1 },
    {
      re: /\b(?:call|chat|meeting|meet (?:you|with)|interview|video call|phone call|screen|conversation)\b/i,
      weight: 1.5,
    },
    {
      re: /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|\d{1,2}(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.))\b/i,
      weight: 1.5,
    },
    {
      re: /\b(?:move|reschedule|push|shift|postpone|bring forward) (?:our|the|your|this|tomorrow's|today's|(?:mon|tues|wednes|thurs|fri)day's) (?:\w+ )?(?:call|meeting|interview|chat|appointment|review|screen)\b/i,
      weight: 5,
    },
    {
      re: /\b(?:are you free|would .{0,40} work for (?:a|an|you)|can you do (?:a|an)|does .{0,30} work for you|can we meet|could we meet)\b/i,
      weight: 3,
    },
  ],
  'code-sample': [
    {
      re: /\b(?:code samples?|sample of (?:your )?code|coding samples?|writing samples?|work samples?|take-home|take home|coding (?:exercise|challenge|assignment|test)|technical (?:assignment|exercise|assessment)|case study(?: assignment)?|(?:skills|online) assessment|hackerrank|codility|codesignal|testgorilla)\b/i,
      weight: 5,
    },
    { re: /\b(?:portfolio|github|gitlab|repositor(?:y|ies)|behance|dribbble)\b/i, weight: 3 },
    {
      re: /\b(?:prepare|send|complete|submit|bring)\b.{0,80}\b(?:before|ahead of|prior to) (?:the|your|our) (?:interview|call|meeting|panel)\b/i,
      weight: 4,
    },
    {
      re: /\b(?:projects? (?:you could|you can|to) show|show (?:us|me) (?:some|a|your)|see (?:some of )?(?:your|the) (?:code|work|designs?|writing))\b/i,
      weight: 4,
    },
    {
      re: /\b(?:examples? of (?:your )?(?:work|code|projects|writing|designs?)|(?:send|share|provide) (?:us |me )?(?:a |some )?(?:link|links|samples?|examples?))\b/i,
      weight: 4,
    },
    {
      re: /\b(?:send|share|show)\b.{0,40}\b(?:you(?:'ve| have) (?:built|made|done|created|designed|written|shot|produced)|of your (?:work|welds|designs|photos|dashboards|reports))\b/i,
      weight: 5,
    },
    {
      re: /\b(?:project you(?:'ve| have)? (?:built|worked on|written)|something you(?:'ve| have) built|hackerrank|leetcode|codility|codesignal)\b/i,
      weight: 3,
    },
  ],
  'experience-question': [
    {
      re: /\b(?:do you have|have you (?:had|got|worked|used|ever)|how much|how many years(?: of)?|what(?:'s| is) your|tell (?:me|us) (?:more )?about your|describe your|walk (?:me|us) through your|could you (?:tell|share|describe|elaborate)|can you (?:tell|share|describe|elaborate)) .{0,60}\b(?:experience|background|familiar|worked with|used|exposure|knowledge|proficien|years)\b/i,
      weight: 5,
    },
    {
      re: /\b(?:experience (?:with|in|using|managing|leading)|familiar(?:ity)? with|hands-on|proficien(?:t|cy) (?:in|with)|exposure to|comfortable (?:with|using)|years of)\b/i,
      weight: 3,
    },
    { re: /\b(?:certified|certification|licen[cs]e[ds]?|clearance|degree)\b.{0,30}\?/i, weight: 2.5 },
    {
      re: /\b(?:have you (?:ever )?|did you (?:ever )?|are you able to|can you)(?:worked|handled|used|managed|led|done|supervised|taught|run|built|dealt|carried|performed|operated|work|handle|use|manage|lead)\b/i,
      weight: 4,
    },
    {
      re: /\b(?:are you|you) (?:ok|okay|able|comfortable|fine) (?:with )?(?:lifting|working|standing|driving|climbing|travel\w*|being on)\b|\bdo you (?:have|hold) (?:a |an |your )?(?:current|valid|active)\b|\bwhat (?:kind|sort|type) of .{0,40}experience\b/i,
      weight: 5,
    },
    // what the candidate has done or can do, asked in any register: "you ever done any aluminum TIG", "can you read
    // weld symbols", "whether you have prepared month-end close", "the number of years you have worked under GAAP",
    // "do you know your way around a WMS"
    {
      re: /\b(?:have|did) you (?:ever )?(?:built|done|run|used|prepared|managed|led|handled|operated|taught|cooked|driven|worked|supervised|trained|installed|repaired)\b|\byou ever (?:\w+ed|done|run|had|built|driven|taught)\b|\bwhether you(?: have)? (?:ever )?(?:\w+ed|done|built|run|held)\b|\byears you(?:'ve| have) (?:worked|been|spent)\b|\bdo you know (?:your way around|how to)\b|\bcan you (?:read|cook|drive|lift|operate|speak|weld|program|code|handle)\b|\bhow (?:many years|long) (?:have|did) you\b|\bhave you (?:ever )?been \w+ing\b/i,
      weight: 5,
    },
    { re: /\?\s*$/m, weight: 0.5 },
  ],
  'salary-question': [
    {
      re: /\b(?:salary (?:expectations?|requirements?|range)|(?:current|expected|desired) remuneration|compensation (?:expectations?|requirements?)|expected (?:salary|compensation|pay|rate)|desired (?:salary|pay|rate)|pay expectations?|rate expectations?|what (?:are you|were you) (?:looking for|hoping for|expecting) (?:in terms of|for) (?:pay|salary|compensation)|current (?:salary|compensation|pay|ctc|base|package)|hourly rate|day rate|expected (?:ctc|package|annual package)|what (?:are you|you're) (?:currently )?(?:making|earning|paid|on)|what (?:would it|it would) take (?:to get you |for you )?to (?:move|leave|switch|make the (?:jump|move|switch))|what (?:number|figure) would)\b/i,
      weight: 6,
    },
    { re: /\b(?:salary|compensation|pay|wage|rate|ctc)\b/i, weight: 1.5 },
    {
      re: /\b(?:budget(?:ed)? (?:for (?:the|this) (?:role|position)|range)|range (?:for|of) (?:the|this) (?:role|position))\b/i,
      weight: 2,
    },
    { re: /(?:[$€£]\s?\d[\d,.]*\s?k?\b|\b\d{2,3}k\b)/i, weight: 1.5 },
    { re: /\bexpectations?\b/i, weight: 1.5 },
  ],
  'recruiter-outreach': [
    {
      re: /\b(?:came across|found|saw|noticed|was impressed by|checked out|stumbled upon|looked at|read) your (?:profile|resume|cv|background|experience|linkedin|portfolio|github|work|contributions|posts?|article)\b/i,
      weight: 5,
    },
    {
      re: /\b(?:we(?:'re| are) (?:hiring|building|growing|looking for)|looking for (?:a|an) (?:founding|senior|new|experienced))\b/i,
      weight: 2,
    },
    {
      re: /\b(?:I(?:'m| am) (?:a |an )?(?:[\w-]+ ){0,2}(?:recruiter|talent|sourcer|headhunter|hiring)|I am writing on behalf of|I (?:lead|run|head|manage) (?:talent|recruiting|recruitment|hiring)|I(?:'m| am) reaching out|reaching out (?:to see|because|about|regarding|with)|I work (?:with|for) (?:a|an) .{0,40}(?:client|company|startup))\b/i,
      weight: 4,
    },
    {
      re: /\b(?:would you be (?:open|interested)|are you (?:open|interested) (?:to|in)(?! (?:nights?|weekends?|overtime|travel\w*|relocat\w*|shifts?|working|commut\w*|on-?site|remote|hybrid)\b)|exploring new (?:opportunities|roles)|open to (?:new )?(?:opportunities|a conversation|hearing|a chat)|(?:might|could|would) be a (?:great |good |strong )?(?:fit|match)|(?:introductory|intro|exploratory|informal) (?:call|chat|conversation)|exciting opportunity|new opportunity|confidential (?:search|role|opportunity))\b/i,
      weight: 3.5,
    },
    { re: /\b(?:my client|our client|on behalf of)\b/i, weight: 2.5 },
    {
      re: /\b(?:any interest in|interested in|up for|open to) (?:a )?(?:chat|chatting|call|talk\w*|hearing|conversation)\b.{0,30}\b(?:role|position|opportunit\w*|job|team)\b|\b(?:saw|loved|love|liked|enjoyed|came across) your (?:\w+ ){0,3}(?:shots|viz|work|posts?|article|talk|projects?|designs?)\b/i,
      weight: 4,
    },
  ],
};

/**
 * Concepts: groups of words that mean one thing in hiring mail whatever the wording ("hire you", "got the job",
 * "offer of employment" are all HIRED). Categories are scored on which concepts appear and which appear together
 * (money + a question = a salary question; a deliverable + "send" = a sample request), a broader layer under the
 * phrases above so that a message worded in a way no phrase foresaw still lands in the right place.
 */
const CONCEPTS = {
  money:
    /\b(?:salary|salaries|compensation|remuneration|comp|pay|paid|wages?|bonus|base|ctc|earn|day rate|hourly rate|rate|budget(?:ed)? (?:for|at|range|is)|need to make)\b|[$€£]\s?\d|\b\d{2,3}k\b|\b(?:per|an|a) (?:hour|hr|day)\b|\/h(?:ou)?r\b|\bhourly\b/i,
  expect:
    /\b(?:expect\w*|looking for|hoping|in mind|target\w*|acceptable|in line|current(?:ly)?|requirements?|ballpark|consider)\b/i,
  ask: /\?|\b(?:please (?:let|tell|share|send|include|reply)|can you|could you|would you|let me know|what|how)\b/i,
  meeting:
    /\b(?:interview\w*|call|chat|talk|meet|meeting|conversation|phone|video|zoom|teams|screen(?:ing)?|panel|round|in person|coffee|visit)\b/i,
  time: /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:tomorrow|today|tonight|this week|next week|morning|afternoon|evening|windows?|slots?|availability|available|good time|date|jan(?:uary)?|feb(?:ruary)?|march|april|may(?= \d)|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[.:]\d\d\b|\b\d{1,2}\s?(?:am|pm)\b|\bat \d{1,2}\b/i,
  schedule:
    /\b(?:schedul\w*|reschedul\w*|book\w*|arrang\w*|invite|invitation|set up|confirm your (?:interview|call|meeting)|which (?:one|date|time|day|slot)|works? best|suits? you|move (?:you|our|the)|next stage)\b/i,
  hired:
    /\b(?:offer(?:ing)? (?:you|of employment)|(?:our|an|the|formal|written|job) offer|hire you|hiring you|got the job|join (?:our|the) team|welcome (?:aboard|to the team)|congrat\w*|approved hiring|first day|start date|start on|can you start|enclosed terms|signed copy|contract|proposal with salary)\b/i,
  positive: /\b(?:pleased|happy|delighted|thrilled|excited|glad|great news|good news|successful|unanimous)\b|🎉/i,
  negative:
    /\b(?:unfortunately|sadly|regret\w*|sorry|not|won't|unable|different direction|someone else|another candidate|other candidates|does not meet|do not meet|close call|declin\w*)\b/i,
  decision:
    /\b(?:decided|decision|going to go|offered the (?:position|role|job) to|chosen|selected|moving (?:ahead|forward)|proceed\w*|progress\w*|outcome|reviewed|on this occasion|at this time)\b/i,
  deliverable:
    /\b(?:samples?|portfolio|github|gitlab|repos?|gists?|projects?|code|queries|pics?|photos?|pictures?|screenshots?|(?:sql|coding|technical) problems|presentation|slides|deck|video|recording|mini-lesson|lesson plan|drawings|plans|pdfs?|case study|take[- ]?home|assessment|exercise|assignment|challenge|writing|designs?|work you|(?:something|anything|things?|stuff|\w+s) (?:that )?you(?:'ve| have)? (?:coded|built|made|done|written|designed|created|shot|produced|welded))\b/i,
  produce:
    /\b(?:send\w*|shar\w+|submit|record|put together|prepare|complete|solve|link (?:me|us)|show|upload|return|text (?:me|us)|email (?:me|us)|attach)\b/i,
  experience:
    /\b(?:experience\w*|background(?! check)|worked|work(?:ed)? with|done (?:\w+ )?before|written professionally|licensed|certified|familiar|comfortable|proficien\w*|know how to|handled|describe a time|how much \w+ have you|skills?|do you hold|valid (?:license|licence|cdl|certificat\w+)|how long have you been|you ever|know your way around|years you(?:'ve| have))\b/i,
  youQuestion:
    /\b(?:have you|are you|do you|how much|how comfortable|how long|describe a time|can you tell|you ever|whether you)\b/i,
  outreach:
    /\b(?:recruit\w*|headhunt\w*|talent (?:acquisition|partner)|staffing|search firm|we place|my client|a client|partner with|introduce you|i help \w[\w -]* hire|your profile|came across|came up in my search|mentioned you|not sure if you(?:'re| are) looking|quietly hiring|we(?:'re| are) (?:hiring|growing)|can i tell you about|open to(?! (?:nights?|weekends?|overtime|travel\w*|relocat\w*|shifts?|working|commut\w*|on-?site|remote|hybrid)\b)|are you interested|interested(?=\?)|caught my eye|on behalf of|executive search|in confidence|you looking|worth a (?:quick )?(?:chat|call|conversation)|thinking (?:about|of) a (?:move|change)|(?:saw|read|loved|liked) your (?:post|profile|work)|building (?:out )?(?:a|an|our|the) [\w ]{0,20}team|(?:love|like) to tell you about|(?:we have|we've got|there's|there is) (?:an? |\d+ |several |a few )?(?:[\w-]+ ){0,2}(?:opening|vacanc\w+)|(?:forwarded|passed along|sent|shared) me your (?:resume|cv|profile|details)|(?:want|like|be interested) to (?:talk|chat|hear more)|want (?:the |more )?details|(?:noticed|heard|saw) (?:that )?you(?:'ve| have)? (?:just )?(?:finished|completed|got|earned|graduated|moved|passed))\b/i,
  admin:
    /\b(?:received|reviewing|submitted|incomplete|reminder|screening appointment|drug (?:test|screen\w*)|background check|paperwork|for our records|careers page|log in|portal|forms?|photo id|copy of your)\b/i,
  // where things stand, nothing asked: "we'll be in touch early next week", "we're finishing the remaining interviews"
  status:
    /\b(?:will be in touch|we'll be in touch|be in touch (?:soon|shortly|either way)|(?:finishing|completing|wrapping up|concluding) (?:up )?(?:the |our )?(?:remaining |other |final )?interviews|keep you (?:posted|updated|informed)|received your application|automated (?:confirmation|message|reply)|(?:this is|just) a (?:friendly |quick )?reminder|^reminder\b|(?:thanks|thank you) (?:so much )?for (?:accepting|signing)\b(?! (?:my|our|the) (?:connection|invit\w+|request|meeting|call)))\b/i,
} as const;
type Concept = keyof typeof CONCEPTS;

function conceptScores(
  text: string,
): Record<Exclude<ReplyCategory, 'other'>, number> & { other: number; employersFigure: number } {
  const has = Object.fromEntries(
    (Object.keys(CONCEPTS) as Concept[]).map((c) => [c, CONCEPTS[c].test(text) ? 1 : 0]),
  ) as Record<Concept, number>;
  const hiredCount = Math.min(3, (text.match(new RegExp(CONCEPTS.hired.source, 'gi')) ?? []).length);
  // "we will not be offering you", "unable to progress": a negated decision is a rejection, whatever else it says
  const declined =
    /\b(?:not|won't|unable to|cannot|can't)\b[^.!?]{0,25}\b(?:offer\w*|hir\w+|select\w*|progress\w*|proceed\w*|mov\w+ (?:ahead|forward)|advanc\w*|invit\w*)/i.test(
      text,
    )
      ? 1
      : 0;
  // whose number it is: a salary question asks the candidate's ("what do you need to make", "the lowest rate you'd
  // take"); an offer states the employer's with a start ("$22 an hour, starting next Monday")
  const asksTheirPay =
    /\b(?:expectations?|expected|requirements?|desired|remuneration|current (?:salary|pay|base|comp\w*|package|rate|ctc))\b|\b(?:what|how much|lowest|minimum|what's)\b[^.?!]{0,60}\b(?:you|your)\b[^.?!]{0,30}\b(?:make|making|earn\w*|charge|take|need|want|looking for|after|paid|on|ask\w*|targeting|hoping)\b/i.test(
      text,
    )
      ? 1
      : 0;
  const statesTerms =
    !asksTheirPay &&
    /[$€£]\s?\d|\b\d{2,3}k\b|\b\d[\d,. ]*\s?(?:usd|eur|gbp|dollars)\b/i.test(text) &&
    /\bstart(?:s|ing)?\b(?! (?:at|time)\b)|\bcommenc\w+|\bfirst (?:day|shift)\b|\bbegin\b/i.test(text)
      ? 1
      : 0;
  return {
    'salary-question':
      2.5 * has.money +
      1.5 * has.money * (has.ask || has.expect) +
      has.expect * has.money +
      2 * has.money * asksTheirPay,
    offer:
      2.5 * hiredCount +
      1.5 * has.positive * has.hired +
      0.5 * has.positive +
      6 * statesTerms -
      3 * has.negative * has.decision -
      6 * declined,
    rejection: 2 * has.negative + 2.5 * has.negative * has.decision + 0.5 * has.decision + 5 * declined,
    'interview-scheduling':
      1 * has.meeting + 1.25 * has.time + 1.5 * has.schedule + 2.5 * has.meeting * (has.time || has.schedule),
    'code-sample': 2 * has.deliverable + 1 * has.produce + 2 * has.deliverable * has.produce,
    'experience-question': 2 * has.experience + 1 * has.youQuestion + 1.5 * has.experience * has.youQuestion,
    'recruiter-outreach': 3.5 * has.outreach,
    other: 2 * has.admin + 3 * has.status,
    // the pay figure is the employer's and nobody asks the candidate's: money is a term, not the question
    employersFigure:
      !asksTheirPay && /[$€£]\s?\d|\b\d{2,3}k\b|\b\d[\d,. ]*\s?(?:usd|eur|gbp|dollars)\b/i.test(text) ? 1 : 0,
  };
}

export interface Classification {
  category: ReplyCategory;
  /** The winning category's total and the cues it matched (for the LLM prompt and for tests). */
  score: number;
  cues: string[];
  scores: Record<ReplyCategory, number>;
  /** Signs of a job scam or phishing (a scam is 'other', whatever it dresses up as: an offer, an interview). */
  scam: string[];
}

const FLOOR = 3;

export function classifyMessage(message: string): Classification {
  // the message's own words: no quoted thread, signature or disclaimer; texting shorthand written out
  const text = plainText(message);
  const concepts = conceptScores(text);
  const scores = { other: FLOOR + concepts.other } as Record<ReplyCategory, number>;
  const matched: Partial<Record<ReplyCategory, string[]>> = {};
  for (const [category, cues] of Object.entries(CUES) as [Exclude<ReplyCategory, 'other'>, Cue[]][]) {
    let total = 0;
    for (const cue of cues) {
      const m = text.match(cue.re);
      if (m) {
        total += cue.weight;
        (matched[category] ??= []).push(m[0]);
      }
    }
    scores[category] = total + concepts[category];
  }
  if (concepts.employersFigure) scores['salary-question'] *= 0.5;
  // an offer that also mentions salary is an offer; a rejection's "future openings" is not outreach
  if (scores.offer >= 6) scores['salary-question'] *= 0.4;
  // a recruiter's first message may dangle pay, a bonus or a chat: it is outreach until there is a role to decide on
  if (scores['recruiter-outreach'] >= 3.5 && !/\b(?:offer(?:ing)? you|hire you)\b/i.test(text)) {
    scores.offer *= 0.5;
    scores['salary-question'] *= 0.5;
    scores['interview-scheduling'] *= 0.5;
  }
  // a decision on the candidacy is what the message is about; the call or the date it mentions is detail
  if (scores.offer >= 6) scores['interview-scheduling'] *= 0.5;
  if (scores.rejection >= 6) scores['interview-scheduling'] *= 0.5;
  // a piece of work to send before a meeting is a sample request, the meeting is context
  if (scores['code-sample'] >= 5) scores['interview-scheduling'] *= 0.6;
  if (scores.rejection >= 6) {
    scores['recruiter-outreach'] *= 0.3;
    scores.offer *= 0.3;
  }
  // an invitation to interview that asks about experience or pay in passing is still about scheduling
  if (scores['interview-scheduling'] >= 7) scores['experience-question'] *= 0.6;
  // an update that asks nothing of the candidate is news, whatever meetings and dates it mentions
  if (concepts.other >= 3 && !/\?|\b(?:please|kindly|could you|can you|would you|let (?:me|us) know)\b/i.test(text))
    scores['interview-scheduling'] *= 0.5;
  // an offer already accepted: what follows is onboarding
  if (
    /\b(?:thanks|thank you) (?:so much )?for (?:accepting|signing)\b(?! (?:my|our|the) (?:connection|invit\w+|request|meeting|call))/i.test(
      text,
    )
  )
    scores.offer *= 0.3;
  // a decision on the candidacy outweighs the experience, pay or thread it mentions
  if (scores.rejection >= 6) {
    scores['experience-question'] *= 0.5;
    scores['salary-question'] *= 0.5;
  }
  // on a tie a category beats "other"
  const [category, score] = (Object.entries(scores) as [ReplyCategory, number][]).sort(
    (a, b) => b[1] - a[1] || Number(a[0] === 'other') - Number(b[0] === 'other'),
  )[0];
  const scam = scamSigns(message);
  if (scam.length) return { category: 'other', score: scores.other, cues: scam, scores, scam };
  return { category, score, cues: matched[category] ?? [], scores, scam };
}
