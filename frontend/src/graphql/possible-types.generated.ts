
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ErrorResult": [
      "InvalidArgumentError"
    ],
    "UpdateProfileResult": [
      "InvalidArgumentError",
      "Viewer"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "ErrorResult": [
      "InvalidArgumentError"
    ],
    "UpdateProfileResult": [
      "InvalidArgumentError",
      "Viewer"
    ]
  }
};
      export default result;
    