/**
 * What the rubric listens for, as word lists and patterns. Kept apart from the scoring so that each list can be read
 * (and argued with) on its own.
 */

/** Filler words of spoken or chatty answers (Big Interview, Yoodli count these). */
export const FILLERS: [string, RegExp][] = [
  ['um', /\b(?:um+|umm+|uhm+)\b/gi],
  ['uh', /\b(?:uh+|er+m?|ah+)\b/gi],
  ['like', /(?:^|[,.]\s*|\b(?:was|is|it's|and|so|just)\s+)like,?\s/gi],
  ['you know', /\byou know\b(?!\s+(?:how|what|that|when|where|why|which))/gi],
  ['basically', /\bbasically\b/gi],
  ['actually', /\bactually\b/gi],
  ['literally', /\bliterally\b/gi],
  ['honestly', /\bhonestly\b/gi],
  ['I mean', /\bI mean\b/gi],
  ['stuff', /\b(?:stuff|and so on|and whatnot|or whatever|whatever)\b/gi],
  ['so yeah', /\b(?:so yeah|yeah|yep|lol)\b/gi],
];

/** Hedging: phrases that undercut the speaker's own claims (Yoodli's "weak words"). */
export const HEDGES: [string, RegExp][] = [
  ['I think', /\bI think\b/gi],
  ['I guess', /\bI guess\b/gi],
  ['maybe', /\bmaybe\b/gi],
  ['probably', /\bprobably\b/gi],
  ['kind of', /\b(?:kind of|kinda|sort of|sorta)\b/gi],
  ['I feel like', /\bI feel like\b/gi],
  ["I'm not sure", /\b(?:I'm not sure|I am not sure|not really sure|I don't know|I dunno)\b/gi],
  ['hopefully', /\bhopefully\b/gi],
  ['perhaps', /\bperhaps\b/gi],
  ['somewhat', /\bsomewhat\b/gi],
  ['try to', /\b(?:try to|tried to|attempt to)\b/gi],
];

/** Words that place an answer at work (or school, a placement): an off-topic answer has almost none. */
export const WORK_CONTEXT = new Set(
  `work worked working job team teams project projects manager managers supervisor boss colleague colleagues coworker
  coworkers co-worker co-workers customer customers client clients patient patients student students company role
  shift shifts deadline deadlines task tasks office department school class classes course internship placement
  volunteer volunteering hospital clinic ward unit site store business organisation organization staff employee
  employees responsible responsibility lead led stakeholder stakeholders user users product service services
  report reports meeting meetings plan process system systems data code budget sales account accounts contract
  equipment tools tool safety quality schedule training trained train result results goal goals problem issue
  issues solution solutions decision decisions career experience role position hired interview`.split(/\s+/),
);

/**
 * Function words of the other languages users write in (Spanish, French, Portuguese, Italian, German), none of them an
 * English word, against English ones: an answer made of the former is not in the interview's language, whatever job
 * words it carries ("Tengo mi licencia CDL clase B").
 */
export const FOREIGN_FUNCTION_WORDS = new Set(
  `el la los las que y en por para con una uno estaba muy pero porque yo su se lo le nos fue tengo como al les
  et est une avec dans je il elle nous vous qui sur du mais uma com eu meu minha der das und ist ich nicht ein eine
  auf wir sie sono che della questo de os da dos muito não também é em ao mais des mit für zu`.split(/\s+/),
);
export const ENGLISH_FUNCTION_WORDS = new Set(
  `the and to of is was it that for with my we he she they but at had have this his her were are be not from`.split(
    /\s+/,
  ),
);

/** STAR's situation: where and when it happened. */
export const SITUATION =
  /\b(?:when I (?:was|worked|started|joined)|while I was|at my (?:previous|last|current|old|first|former)|in my (?:previous|last|current|first|former|old) (?:job|role|position|team|company)|last (?:year|month|summer|spring|autumn|fall|winter|week|quarter)|(?:a few|two|three|several) (?:months|years|weeks) ago|one (?:day|time|year|shift|night|morning|evening|weekend)|during (?:my|a|the|our)|I was working (?:as|at|on)|I worked (?:as|at|for)|as (?:a|an) [a-z]+(?: [a-z]+)? (?:at|in|for)\b|at (?:my|our|the) (?:company|hospital|clinic|school|store|restaurant|firm|agency|site|practice|office|warehouse|plant|bank)|we had (?:a|an)|our (?:team|company|hospital|clinic|school|store|client|unit|department|site) (?:was|had|needed)|there was (?:a|an)|in (?:19|20)\d\d|I was (?:a|an|the) [a-z]+)/i;

/** A first sentence that sets a scene: a past-tense verb with a place, a role or a time. */
export const SCENE_SETTING =
  /^(?=.*\b(?:was|were|had|worked|joined|took over|started|owned|ran|managed|led|covered|supervised|taught|drove|came|arrived|called|broke|died|failed|flopped|crashed|kept|went|fell|said|refused|told|saw|noticed|checked|found|walked|asked|once)\b)(?=.*\b(?:at|in|on|for|during|with|when|whenever|because|before|after|as soon as|while|and)\b)/i;

/** Words of purpose: what had to be achieved. */
export const GOAL_WORDS =
  /\b(?:goal|target|objective|deadline|aim|mission|priority|needed|required|expected|had to|wanted|so that|in order to|before the)\b/i;

/** STAR's task: what had to be achieved, and whose job it was. */
export const TASK =
  /\b(?:my (?:goal|task|job|role|responsibility|challenge|assignment|aim|objective) was|I was (?:responsible|asked|tasked|assigned|in charge|put in charge|brought in|hired)|I needed to|I had to|I wanted to|we needed to|we had to|the (?:goal|challenge|problem|issue|task|aim|objective|risk) was|needed to be|had to be|(?:by|before) (?:the )?(?:deadline|end of|friday|monday|launch)|it was up to me|so I decided to|I set out to|was falling behind|was behind schedule|was unhappy|complained|was broken|was failing|kept failing)\b/i;

/** STAR's result: what changed because of the actions. */
export const RESULT =
  /\b(?:as a result|result(?:ed|s)? (?:in|was)|the result|outcome|which (?:led|meant|cut|saved|reduced|increased|improved|helped|allowed)|that (?:led|meant|cut|saved|reduced|increased|improved)|in the end|eventually|ultimately|by the end|afterwards|(?:we|I|it|they|this|that|sales|revenue|errors|complaints|time|costs?) (?:reduced|increased|saved|cut|improved|delivered|finished|hit|met|exceeded|grew|dropped|fell|rose|doubled|halved|went (?:up|down|from))|(?:reduc|increas|improv|sav|cut|grow|grew|rais|lower|boost|decreas|drop|shorten|speed)[a-z]* .{0,50}?\b(?:by|to|from) [\d$£€]|(?:was|were|got) (?:promoted|recognised|recognized|praised|thanked|adopted|approved|awarded|selected|rolled out)|feedback (?:was|from)|(?:praised|thanked|recogni[sz]ed) (?:me|us|the team)|on time|ahead of schedule|under budget|zero (?:errors|defects|incidents|complaints)|no (?:further|more) (?:errors|complaints|incidents|issues)|I learned|the lesson|next time I)\b|\b(?:went|dropped|fell|rose|came|moved|improved|increased|decreased|declined|grew|climbed|shrank|jumped)(?: down| up| back)? (?:from|to|by) |\b(?:\d+(?:\.\d+)?%?|(?:two|three|four|five|ten) times) (?:points? )?(?:higher|lower|faster|fewer|more|less|better|quicker)\b|\b(?:had|with|were|saw|reported) no (?:more |further )?(?:falls|errors|incidents|complaints|issues|problems|defects|injuries|trips|returns|outages|delays)\b|\bby the (?:next|following|end of the) (?:morning|day|week|month|quarter|shift)\b|\b(?:passed|approved|signed|won|closed|renewed|kept) (?:the|our|their|my)\b/i;

/**
 * Outcomes a plain-spoken story ends on, without a result word: "three months later ...", "she stopped refusing",
 * "no trips since", "she didn't lose a cent", "his ticket times went back under 12 minutes", "best in the district".
 */
export const PLAIN_RESULT =
  /\b(?:\w+ (?:days?|weeks?|months?|years?|quarters?|shifts?) later|a (?:day|week|month|year) later)\b|\b(?:stopped|quit) \w+ing\b|\b(?:didn't|did not|never) (?:lose|lost|happen(?:ed)? again|come back|came back|miss(?:ed)?)\b|\b(?:no|zero) \w+ since\b|\b(?:hasn't|haven't|hadn't|has not|have not|had not|wasn't|weren't) \w+(?: \w+)? (?:once|since|again)\b|\b(?:went|came|got) back (?:under|below|above|to|down|up)\b|\b(?:recovered|went home|was discharged|opened on (?:time|schedule)|passed (?:his|her|their|my|the) \w+)\b|\b(?:best|first|top) in the (?:district|region|company|store|team|state|class|country)\b/i;

/**
 * Buzzwords: resume language that claims a quality instead of showing it. A few are fine; an answer made of them with
 * no example is not an answer.
 */
export const BUZZWORDS =
  /\b(?:synerg\w*|leverag\w*|results?-driven|detail-oriented|best-in-class|world-class|best practices|operational excellence|transformational|spearhead\w*|champion\w*|cross-functional|stakeholder alignment|aligning stakeholders|continuous improvement|move(?:d)? the needle|value-add\w*|holistic|paradigm|empower\w*|foster\w*|self-starter|go-getter|team player|hard-working|passionate|dynamic|innovative|proactive|kpis?|deliver(?:ed|ing)? (?:excellence|outcomes|value)|patient-cent(?:er|re)d|therapeutic communication|care continuum|high-quality|problem solving|attention to detail|time management|communication skills)\b/gi;

/** Reflection: what the speaker learned or would change (interviewers at senior level listen for it). */
export const REFLECTION =
  /\b(?:I learned|I learnt|taught me|the lesson|next time|I would now|in hindsight|looking back|I would do differently|since then I|now I always)\b/i;

/** Steps of a technical answer: sequence, reasons, checks, experience. */
export const SEQUENCE =
  /\b(?:first(?:ly)?|to start|start by|I(?:'d| would) begin|then|next|after that|afterwards|once|before|finally|lastly|step|second(?:ly)?|third(?:ly)?)\b/gi;
export const REASONING =
  /\b(?:because|so that|which means|in order to|to make sure|to ensure|since|that way|the reason|otherwise|to avoid|to prevent|trade-?off|the risk)\b/gi;
export const VERIFICATION =
  /\b(?:test(?:s|ed|ing)?|check(?:s|ed|ing)?|verif(?:y|ied|ies|ying)|validat(?:e|ed|ing|ion)|measur(?:e|ed|ing)|monitor(?:ed|ing)?|review(?:ed|ing)?|confirm(?:ed|ing)?|double-check(?:ed)?|inspect(?:ed|ion)?|audit(?:ed)?|metric|metrics|compare[sd]?|track(?:ed|ing)?|QA|sign-?off)\b/gi;
export const EXPERIENCE_EXAMPLE =
  /\b(?:for example|for instance|in my (?:last|previous|current) (?:job|role|team|position)|at my (?:last|previous|current)|last (?:year|month|week)|once I|one time|when I (?:was|worked)|I have (?:used|done|built|handled|managed|worked)|I've (?:used|done|built|handled|managed|worked)|I did (?:exactly )?(?:that|this|just that)|(?:that|this|it) happened to me)\b/gi;

/** Situational answers: the first move, who is involved, why, and how it closes. */
export const FIRST_MOVE =
  /\b(?:first|immediately|right away|start by|begin by|my first step|the first thing|straight away|I would (?:start|begin))\b/gi;
export const INVOLVE =
  /\b(?:tell|told|inform|informed|escalate|escalated|talk(?:ed)? (?:to|with)|speak|spoke|ask(?:ed)?|involve|involved|call(?:ed)?|email(?:ed)?|my (?:manager|supervisor|lead|team|boss|charge nurse|foreman)|the (?:team|manager|supervisor|client|customer|patient|doctor|physician|family|parents|stakeholders?)|loop in|meet with|consult(?:ed)?)\b/gi;
export const CLOSE =
  /\b(?:follow(?:ed)? up|follow-up|make sure|made sure|confirm|check(?:ed)? (?:back|in|that)|next time|prevent|document(?:ed)?|write (?:it )?up|afterwards|resolve[sd]?|until|so that it doesn't|lessons? learned|debrief|root cause|if (?:it|that|he|she|they) (?:happens|happened|does|did) again)\b/gi;

/** Present, past and future of a "tell me about yourself" answer. */
export const OPENING_PRESENT =
  /\b(?:currently|right now|at the moment|today I|I am (?:a|an|currently|working|studying)|I'm (?:a|an|currently|working|studying)|I work (?:as|at|in)|I study|I'm studying)\b/i;
export const OPENING_PAST =
  /\b(?:previously|before that|I started|I began|I graduated|I studied|I spent|I have (?:worked|spent|been)|I've (?:worked|spent|been)|over the (?:last|past)|for (?:the (?:last|past) )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten) years|years? (?:of|in|as))\b/i;
export const OPENING_FUTURE =
  /\b(?:I want|I'd like|I would like|I'm looking|I am looking|looking for|excited|this role|this position|your (?:company|team|organisation|organization|hospital|school)|next step|that's why|which is why|I hope to|my goal is|I'm eager|I am eager|drawn to)\b/i;

/** First-person subject (the speaker's own part) and the team's; typed on a phone, "i", "im" and "ive" too. */
export const I_SUBJECT = /\b(?:[Ii]|[Ii]'d|[Ii]'ve|[Ii]'ll|[Ii]'m|im|ive|me|my|myself)\b/g;
export const WE_SUBJECT = /\b(?:we|we'd|we've|we'll|we're|us|our|ours|the team|my team|our team|everyone|they)\b/gi;

/** Vague words an interviewer hears as "no detail". */
export const VAGUE =
  /\b(?:things?|stuff|etc|various|some stuff|a lot|lots of|many things|whatever|somehow|something like that|and so on|always|never|everything)\b/gi;

/** Time frames make results concrete ("within two weeks", "by Friday"). */
export const TIME_FRAME =
  /\b(?:within|in under|in less than|over|after|by|for) (?:\d+|a|an|one|two|three|four|five|six|ten|twelve)\s*(?:minutes?|hours?|days?|weeks?|months?|years?|quarters?|shifts?|sprints?)\b|\bby (?:monday|tuesday|wednesday|thursday|friday|the end of|the deadline)\b/gi;

/** Irregular past-tense verbs that say "I did" (regular ones end in -ed). */
export const IRREGULAR_ACTIONS = new Set(
  `built led made wrote ran set met took spoke sent found drew gave got chose began brought taught sought held kept
  told bought sold won put cut rebuilt rewrote caught paid fed fought dealt thought understood stood undertook drove
  went saw did began grew shut split spent spun lent laid rang threw swept hung let left sat lit shot hid bent dug
  redid re-did`.split(/\s+/),
);

/** A verb in the past tense (not after have/has: "I've used" is a claim, not a story). */
export const PAST_VERB =
  /(?<!\b(?:have|has|'ve|had|been|be|to)\s)\b(?:was|were|had|did|said|went|came|got|told|took|gave|made|found|kept|put|sat|stood|fell|broke|ran|saw|left|lost|sent|brought|began|thought|felt|heard|held|paid|rang|laid|threw|wrote|knew|became|won|hit|used|[a-z]{3,}ed)\b/gi;

/**
 * The complication of a plain story, early on: what went wrong or stood in the way ("the van had broken down", "she
 * said it looked like a hospital", "two of the four called out sick"). It plays STAR's task.
 */
export const COMPLICATION =
  /\b(?:but|kept|couldn't|could not|wasn't|weren't|didn't|did not|refused|broke(?:n)?|stuck|missing|wrong|nobody|no one|too (?:\w+)|late|off by|short|sick|angry|upset|unhappy|scared|nervous|worried|complain\w*|threaten\w*|fell|leak\w*|fail\w*|mistake|error|problem|trouble|instead of|only|wanted to (?:walk away|leave|cancel|quit)|wouldn't|would not|(?:way |much )?(?:higher|lower|more|less|worse) than|weird|strange|odd|unusual|cursing|swearing|yelling|shouting|screaming|crying|drunk|slurring|bleeding|limping|jammed|overdue|delayed|damaged|injur\w*|hurt|fight\w*|rude|aggressive|violent)\b/i;

/**
 * How a plain story ends when its last sentence is no action of the speaker's: someone else's response or a lasting
 * change ("she left happy", "nobody was hurt", "he started checking the rails every morning after that").
 */
export const OUTCOME_CUE =
  /\b(?:after that|since|ever since|later|in the end|by the end|still|again|never|nobody|no one|back|happy|fine|agreed|thanked|booked|paid|passed|finished|done|went ahead|stayed|left|walked (?:out|in|off)|signed|kept|hurt|knew|wrote|asked (?:me|us|for)|came back|first time|on time|on schedule)\b/i;

/** What a "why" question (why this job, why us) is answered with: a reason, a liking, a motive. */
export const MOTIVE =
  /\b(?:because|reason|why|love|loved|enjoy|enjoyed|like|liked|passion\w*|interest\w*|drawn|inspired|want|wanted|always|since I was|fits?|excit\w*|appeal\w*|attract\w*|motivat\w*|meaningful|rewarding|care about|make a difference|help(?:ing)? (?:people|others|patients|children|kids)|proud|dream)\b/i;

/**
 * A sentence about the speaker rather than about what was asked: why they chose the work, what they hold, can do or
 * like, where they are heading ("I got into the fire service because ...", "I'm CNA certified", "My style is natural
 * light", "Eventually I want to go to pharmacy school").
 */
export const SELF_ACCOUNT = [
  /^(?:(?:so|and|but|well|honestly|ok|okay|um|uh),?\s+)?(?:i|i've|ive|i have|i'd|i would)\s+(?:always\s+|really\s+|just\s+)?(?:want(?:ed)?|need|hope|chose|got into|went into|decided to|love[ds]?|like[ds]?|enjoy(?:ed)?|grew up|graduated|studied)\b/i,
  // what the speaker is after, and why this employer ("I'm looking for steady work", "your pharmacy")
  /^(?:(?:so|and|but|well|honestly|ok|okay|um|uh),?\s+)?(?:i'm|i am)\s+(?:really\s+|just\s+)?(?:looking|hoping|interested|excited|wanting|trying to find)\b/i,
  /\byour (?:company|team|store|shop|clinic|hospital|pharmacy|practice|organi[sz]ation|agency|firm|restaurant|hotel|crew|department|facility|school|district|lab|office|reviews|reputation|mission|values|brand|website|culture)\b/i,
  /\b(?:i'd|i would)\s+(?:be\s+(?:proud|honou?red|happy|glad|thrilled|excited|grateful)\s+to|love to)\s+(?:work|join|be part)\b/i,
  // what the speaker has and runs: years in the trade, a credential held, a business ("I have eleven years in collision
  // shops", "I hold I-CAR Platinum", "I run a mobile locksmith van", "most of my work comes from property managers")
  /\b(?:i|i've|ive)\s+(?:have|'ve got|got)\s+(?:about\s+|over\s+|almost\s+|nearly\s+|more than\s+)?(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s+(?:years|yrs)\b/i,
  /\bI hold (?:an? |my |the )?[A-Z]/,
  /^(?:i|we)\s+(?:run|own|operate|have)\s+(?:my own|our own|a|an|my|our)\s+(?:[\w-]+\s+){0,3}(?:business|company|shop|studio|salon|van|truck|practice|agency|firm|store|bakery|restaurant|crew)\b/i,
  /\bmost of (?:my|our) (?:work|business|customers|clients|jobs|calls)\b/i,
  // how the speaker came to the work, and what they like best in it ("when I was eight", "in high school", "that's
  // when I knew", "my favorite part")
  /\bwhen I was (?:a (?:kid|child|teenager|teen|little girl|little boy)|young|little|(?:\d+|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)(?: years old)?|in (?:high |middle |grade |primary |secondary )?school)\b|\bin (?:high|middle|secondary) school\b/i,
  /\b(?:that's|that is|this is|that was) (?:when|how|why) I (?:knew|decided|realised|realized|fell in love|got hooked|chose|started)\b/i,
  /\bmy (?:favou?rite|best|least favou?rite) (?:part|thing)\b/i,
  // credentials kept up, earned lately or in progress, and what the speaker is experienced in or a member of
  /\b(?:i'm|i am|im) (?:currently |now |also )?(?:working towards|studying for|training for|enrolled in)\b|\bkeep (?:my|up my) (?:[\w-]+ ){0,2}(?:ceus?|cpd|certifications?|licen[cs]es?|training|skills) (?:up to date|current)\b|\b(?:i've|i have) (?:recently |just )?(?:completed|finished|passed|earned|got) (?:my|a|an|the) (?:[\w-]+ ){0,4}(?:course|certificat\w*|qualification|exam|licen[cs]e|diploma|degree)\b/i,
  /\b(?:i'm|i am|im) (?:also |very |highly |fully |well )?(?:experienced|skilled|competent|proficient|versed) (?:with|in|at|on)\b|\b(?:i'm|i am|im) (?:also )?(?:a )?(?:full |paid-up )?member of\b|\b(?:i'm|i am|im) (?:also )?(?:[\w-]+ )?(?:checked|insured|bonded|vetted)\b/i,
  // an impression of the employer: "I was impressed by how the front office kept me updated"
  /\b(?:i was|i've always been|i have always been|i'm|i am) (?:really |very |so )?(?:impressed|struck) (?:by|with)\b/i,
  /\b(?:i'm|i am|im)\b(?:\s+[\w-]+){0,2}\s+(?:certified|licensed|registered|trained|qualified|bilingual)\b/i,
  /\bi (?:have|hold|got) (?:my|a|an) [\w\s-]{0,30}?(?:card|license|licence|certificat\w*|degree|cdl|endorsement)\b/i,
  // a credential by its acronym: "I have my EMT-B", "i hold an OSHA 30"
  /\b[Ii] (?:have|hold) (?:my|an?) [A-Z]{2,}/,
  /^(?:i|i've|ive)\s+(?:can|have been|been|know how to)\s/i,
  /^(?:my (?:[a-z]+ )?(?:style|favou?rite|goal|dream|passion|background|plan|hobby|hobbies|strengths?|weakness(?:es)?|skills?|specialt(?:y|ies))|eventually|one day|in (?:five|ten|\d+) years)\b/i,
  // stock answers: how one sees or describes oneself
  /^(?:I see myself|I(?:'d| would) describe myself|people (?:say|tell me)|what I bring|I bring)\b/i,
];

/**
 * A career history: the moves of a working life ("I started as a barback", "moved up to", "after three years",
 * "in 2018", "got my certs", "started my own business"). Told in the past, with the speaker's actions, it reads like a
 * story; but it answers "walk me through your background", not a question about a time something happened.
 */
export const CAREER_MOVES = [
  /\b(?:started|began)\s+(?:out\s+)?(?:as|at)\b|\bstarted (?:my|working)\b/i,
  /\b(?:moved|went)\s+(?:up|on|over)\s+to\b|\bmoved (?:up|on)\b/i,
  /\b(?:for|after)\s+(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+(?:years|yrs)\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:years|yrs)\s+(?:in|at|as|doing|with)\b/i,
  /\bin (?:19|20)\d\d\b/,
  /\b(?:graduated|went to (?:school|college|university|[a-z]+ tech)|(?:finished|completed) (?:my|the|a|an) (?:[\w-]+ ){0,3}(?:degree|program|programme|course|training|apprenticeship)|(?:did|completed|finished) (?:my|an|a) (?:externship|internship|apprenticeship|residency|clinicals))\b/i,
  /\b(?:got (?:my|a|the) (?:certs?|certifications?|license|licence|degree|cdl|diploma)|passed (?:my|the|a) (?:[\w-]+ ){0,3}(?:exam|test|boards))\b/i,
  /\b(?:my own (?:business|shop|company|salon|practice)|opened (?:my|a|our) (?:own )?(?:business|shop|company|salon|store))\b/i,
  /\b(?:took|got|landed)\s+(?:a|the|my first)\s+(?:\w+\s+)?(?:job|position|role)\b|\bhired (?:on|as)\b/i,
];

/** A sentence that asks the interviewer instead of answering: "Can I ask first ...", "Before I answer that, ...". */
export const ASKS_BACK =
  /^(?:(?:so|um|uh|well|ok|okay|yeah|and|but),?\s+)*(?:(?:can|could|may) I (?:ask|check)|before I answer|(?:my|one) question (?:is|would be)|I (?:was|am|'m) wondering (?:if|whether|what|how))\b/i;

/**
 * A question about a time something went wrong or was hard: its answer tells what went wrong ("didn't match the
 * estimate", "a mistake", "a client refused", "fell apart").
 */
export const TROUBLE_ASKED =
  /\b(?:wrong|mistakes?|errors?|problems?|issues?|difficult|hard|tough|didn't|did not|couldn't|could not|wasn't|was not|weren't|missed|miss|fail\w*|conflict|disagree\w*|angry|upset|unhappy|refus\w*|complain\w*|aggressive|challeng\w*|late|broke\w*|fell apart|went south|not look right|not right|pressure|emergency|crisis|behind|short-?staffed|delay\w*)\b/i;

/** What a question about the future (five years, goals, first ninety days) is answered with. */
export const FUTURE =
  /\b(?:will|would|I'd|I'll|hope|plan|planning|want|wanted|aim|goal|goals|see myself|by then|next|future|grow|become|eventually|one day|years' time|years from now|first (?:week|month|thing|step)|start by|going to|like to|learn)\b/i;
