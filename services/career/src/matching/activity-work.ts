import type { RiasecArea } from './riasec.js';

/**
 * Each Interest Profiler activity and the O*NET occupations whose work it names, by SOC code prefix (a detailed
 * occupation "51-7011", a broad group "43-505" or a minor group "51-4"). The area means say what kind of work a person
 * likes; an activity they love that is itself the work of an occupation says more ("Keep inventory records": the
 * inventory clerks, not every Conventional occupation). Only the occupations the activity literally describes, never
 * the area around it. In O*NET's order within each area, the order of `UserProfile.itemRatings`.
 */
export const ACTIVITY_WORK: Record<RiasecArea, ReadonlyArray<readonly [activity: string, codes: readonly string[]]>> = {
  Realistic: [
    ['Build kitchen cabinets', ['47-2031', '51-7011']],
    ['Lay brick or tile', ['47-2021', '47-2022', '47-2044', '47-2051']],
    ['Repair household appliances', ['49-9031', '49-9071', '49-9098']],
    ['Raise fish in a fish hatchery', ['45-2093', '11-9013']],
    ['Assemble electronic parts', ['51-2022', '51-2023', '51-2092', '49-2094']],
    ['Drive a truck to deliver packages to offices and homes', ['53-3033', '53-3031', '43-5021', '43-5052']],
    ['Test the quality of parts before shipment', ['51-9061', '19-4099.01']],
    ['Repair and install locks', ['49-9094']],
    ['Set up and operate machines to make products', ['51-4', '51-9111', '51-9041', '51-9023', '51-6031', '51-3093']],
    ['Put out forest fires', ['33-2011', '33-2022', '45-4011']],
  ],
  Investigative: [
    ['Develop a new medicine', ['19-1042', '19-2031', '19-1029.02']],
    ['Study ways to reduce water pollution', ['19-2041', '17-2081', '19-2043', '19-4042']],
    ['Conduct chemical experiments', ['19-2031', '19-4031']],
    ['Study the movement of planets', ['19-2011', '19-2012']],
    ['Examine blood samples using a microscope', ['29-2011', '29-2012', '31-9097']],
    ['Investigate the cause of a fire', ['33-2021']],
    ['Develop a way to better predict the weather', ['19-2021']],
    ['Work in a biology lab', ['19-102', '19-1029', '19-4021']],
    ['Invent a replacement for sugar', ['19-1012', '19-4013']],
    ['Do laboratory tests to identify diseases', ['29-2011', '29-2012', '19-1041', '19-1042']],
  ],
  Artistic: [
    ['Write books or plays', ['27-3043']],
    ['Play a musical instrument', ['27-2042']],
    ['Compose or arrange music', ['27-2041']],
    ['Draw pictures', ['27-1013', '27-1014', '27-1024']],
    ['Create special effects for movies', ['27-1014']],
    ['Paint sets for plays', ['27-1027', '27-1013']],
    ['Write scripts for movies or television shows', ['27-3043', '27-2012']],
    ['Perform jazz or tap dance', ['27-2031', '27-2032']],
    ['Sing in a band', ['27-2042']],
    ['Edit movies', ['27-4032']],
  ],
  Social: [
    ['Teach an individual an exercise routine', ['39-9031', '29-9091', '29-1123', '31-2021']],
    ['Help people with personal or emotional problems', ['21-101', '21-1013', '19-3033', '19-3034']],
    ['Give career guidance to people', ['21-1012']],
    ['Perform rehabilitation therapy', ['29-1122', '29-1123', '29-1125', '31-2011', '31-2021']],
    ['Do volunteer work at a non-profit organization', ['21-1093', '11-9151', '13-1131']],
    ['Teach children how to play sports', ['27-2022', '39-9032']],
    ['Teach sign language to people who are deaf or hard of hearing', ['27-3091', '25-205']],
    ['Help conduct a group therapy session', ['21-1011', '21-1014', '29-1125']],
    ['Take care of children at a day-care center', ['39-9011', '25-2011', '11-9031']],
    ['Teach a high-school class', ['25-2031', '25-2032', '25-2058']],
  ],
  Enterprising: [
    ['Buy and sell stocks and bonds', ['41-3031', '13-2051', '13-2052']],
    ['Manage a retail store', ['41-1011']],
    ['Operate a beauty salon or barber shop', ['39-501', '39-1022']],
    ['Manage a department within a large company', ['11-3']],
    ['Start your own business', []],
    ['Negotiate business contracts', ['13-1022', '13-1023', '11-3061']],
    ['Represent a client in a lawsuit', ['23-1011']],
    ['Market a new line of clothing', ['11-2021', '13-1161', '27-1022']],
    ['Sell merchandise at a department store', ['41-2031']],
    ['Manage a clothing store', ['41-1011']],
  ],
  Conventional: [
    ['Develop a spreadsheet using computer software', ['43-3031', '13-2011', '13-2031']],
    ['Proofread records or forms', ['43-9081', '43-9041', '29-2072']],
    ['Install software across computers on a large network', ['15-1231', '15-1232', '15-1244']],
    ['Operate a calculator', ['43-3']],
    ['Keep shipping and receiving records', ['43-5071', '43-5011']],
    ['Calculate the wages of employees', ['43-3051', '13-1141']],
    ['Inventory supplies using a hand-held computer', ['43-5071', '53-7065']],
    ['Record rent payments', ['43-3031', '43-3021', '11-9141']],
    ['Keep inventory records', ['43-5071', '43-5111']],
    ['Stamp, sort, and distribute mail for an organization', ['43-505', '43-9051']],
  ],
};

/** Whether an occupation code is the work of an activity (its code starts with one of the activity's prefixes). */
export function activityNames(codes: readonly string[], occupationCode: string): boolean {
  return codes.some((prefix) => occupationCode.startsWith(prefix));
}
