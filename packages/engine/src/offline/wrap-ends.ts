/**
 * A line a page cut at its wrap in German, Italian, French, Dutch or Portuguese: it ends on an article or a
 * preposition ('… mit Aussicht auf' / 'Weiterbeschäftigung', '… die Möglichkeit einer' / 'Kindertagesstätte') or on a
 * hyphenated compound's first part and its conjunction ('Fort- und' / 'Weiterbildung'). The next line goes on with
 * it, even capitalised (a German noun) and across the blank line a PDF reader may set between them.
 */
export const CUT_AT_WRAP =
  /(?:\p{L}-\s+(?:und|oder|bzw\.|e|o|ed|et|ou|y|en|of)|(?<!\p{L})(?:der|die|das|den|dem|des|ein|eine|einer|einem|einen|eines|auf|für|mit|von|vom|zu|zur|zum|bei|nach|aus|über|unter|durch|gegen|ohne|sowie|il|lo|gli|della|dello|delle|dei|degli|alla|alle|allo|agli|dal|dalla|nel|nella|nei|per|con|tra|fra|une|les|des|du|aux|pour|par|avec|sur|dans|het|een|van|voor|naar|uma|um|dos|nas|nos|pela|pelo|com))$/iu;
