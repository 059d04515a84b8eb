/**
 * 'hybrid' naming a technology rather than a way of working ('an open hybrid cloud', 'hybrid mobile apps', 'hybrid
 * vehicles'): the eval's own list, read by the checks that ask whether a text states a work arrangement.
 */
const HYBRID_TECHNOLOGY =
  /\bhybri(?:d|de|do)[- ](?:multi-?)?(?:clouds?|apps?|applications?|mobile|infrastructures?|it|integration|architectures?|storage|systems?|networks?|vehicles?|cars?|electric|engines?|ai|search|data|databases?|solutions?|platforms?|technolog(?:y|ies)|kubernetes|quantum|approach to (?:cloud|it))(?![\p{L}])/giu;

/** The text without its technology uses of 'hybrid', so only a hybrid way of working is left to read. */
export const withoutHybridTechnology = (text: string): string => text.replace(HYBRID_TECHNOLOGY, ' ');
