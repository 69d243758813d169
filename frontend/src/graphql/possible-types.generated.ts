
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddToCartResult": [
      "AlreadyOwnedError",
      "Cart",
      "CartFullError",
      "InvalidArgumentError",
      "InvalidDetailsError",
      "ProductNotFoundError",
      "ProductUnavailableError",
      "SignInRequiredError"
    ],
    "AdjustCreditsResult": [
      "CreditAdjustmentResult",
      "InsufficientCreditsError",
      "InvalidArgumentError",
      "NotFoundError"
    ],
    "CartChangeResult": [
      "Cart",
      "InvalidArgumentError"
    ],
    "CheckoutResult": [
      "AlreadyOwnedError",
      "CartEmptyError",
      "CheckoutSession",
      "InvalidArgumentError",
      "InvalidDetailsError",
      "PaymentProviderUnavailableError",
      "ProductUnavailableError"
    ],
    "CustomCaseChangeResult": [
      "CustomCase",
      "InvalidTransitionError",
      "NotFoundError"
    ],
    "CustomCaseLinkResult": [
      "DownloadLink",
      "NotFoundError"
    ],
    "CustomCaseUploadResult": [
      "InvalidTransitionError",
      "NotFoundError",
      "UploadLink"
    ],
    "ErrorResult": [
      "AlreadyOwnedError",
      "CartEmptyError",
      "CartFullError",
      "InsufficientCreditsError",
      "InvalidArgumentError",
      "InvalidDetailsError",
      "InvalidTransitionError",
      "NotFoundError",
      "NotRefundableError",
      "PaymentProviderUnavailableError",
      "ProductNotFoundError",
      "ProductUnavailableError",
      "RoleChangeRefusedError",
      "SignInRequiredError"
    ],
    "MarkShipmentShippedResult": [
      "InvalidDetailsError",
      "InvalidTransitionError",
      "NotFoundError",
      "Shipment"
    ],
    "OrderDownloadResult": [
      "DownloadLink",
      "NotFoundError"
    ],
    "RedeemStoryResult": [
      "AlreadyOwnedError",
      "CreditRedemption",
      "InsufficientCreditsError",
      "InvalidArgumentError",
      "NotFoundError",
      "ProductUnavailableError"
    ],
    "RefundOrderResult": [
      "InvalidArgumentError",
      "NotFoundError",
      "NotRefundableError",
      "Order"
    ],
    "RefundRequestResult": [
      "InvalidArgumentError",
      "InvalidTransitionError",
      "NotFoundError",
      "NotRefundableError",
      "RefundRequest"
    ],
    "RequestDownloadResult": [
      "DownloadLink",
      "NotFoundError"
    ],
    "RequestRefundResult": [
      "InvalidArgumentError",
      "InvalidTransitionError",
      "NotFoundError",
      "NotRefundableError",
      "RefundRequest"
    ],
    "SetAdminRoleResult": [
      "AdminUser",
      "NotFoundError",
      "RoleChangeRefusedError"
    ],
    "StoryEditResult": [
      "AdminStory",
      "InvalidDetailsError",
      "NotFoundError"
    ],
    "StoryUploadResult": [
      "NotFoundError",
      "StoryUploadLink"
    ],
    "UpdateProfileResult": [
      "InvalidArgumentError",
      "Viewer"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddToCartResult": [
      "AlreadyOwnedError",
      "Cart",
      "CartFullError",
      "InvalidArgumentError",
      "InvalidDetailsError",
      "ProductNotFoundError",
      "ProductUnavailableError",
      "SignInRequiredError"
    ],
    "AdjustCreditsResult": [
      "CreditAdjustmentResult",
      "InsufficientCreditsError",
      "InvalidArgumentError",
      "NotFoundError"
    ],
    "CartChangeResult": [
      "Cart",
      "InvalidArgumentError"
    ],
    "CheckoutResult": [
      "AlreadyOwnedError",
      "CartEmptyError",
      "CheckoutSession",
      "InvalidArgumentError",
      "InvalidDetailsError",
      "PaymentProviderUnavailableError",
      "ProductUnavailableError"
    ],
    "CustomCaseChangeResult": [
      "CustomCase",
      "InvalidTransitionError",
      "NotFoundError"
    ],
    "CustomCaseLinkResult": [
      "DownloadLink",
      "NotFoundError"
    ],
    "CustomCaseUploadResult": [
      "InvalidTransitionError",
      "NotFoundError",
      "UploadLink"
    ],
    "ErrorResult": [
      "AlreadyOwnedError",
      "CartEmptyError",
      "CartFullError",
      "InsufficientCreditsError",
      "InvalidArgumentError",
      "InvalidDetailsError",
      "InvalidTransitionError",
      "NotFoundError",
      "NotRefundableError",
      "PaymentProviderUnavailableError",
      "ProductNotFoundError",
      "ProductUnavailableError",
      "RoleChangeRefusedError",
      "SignInRequiredError"
    ],
    "MarkShipmentShippedResult": [
      "InvalidDetailsError",
      "InvalidTransitionError",
      "NotFoundError",
      "Shipment"
    ],
    "OrderDownloadResult": [
      "DownloadLink",
      "NotFoundError"
    ],
    "RedeemStoryResult": [
      "AlreadyOwnedError",
      "CreditRedemption",
      "InsufficientCreditsError",
      "InvalidArgumentError",
      "NotFoundError",
      "ProductUnavailableError"
    ],
    "RefundOrderResult": [
      "InvalidArgumentError",
      "NotFoundError",
      "NotRefundableError",
      "Order"
    ],
    "RefundRequestResult": [
      "InvalidArgumentError",
      "InvalidTransitionError",
      "NotFoundError",
      "NotRefundableError",
      "RefundRequest"
    ],
    "RequestDownloadResult": [
      "DownloadLink",
      "NotFoundError"
    ],
    "RequestRefundResult": [
      "InvalidArgumentError",
      "InvalidTransitionError",
      "NotFoundError",
      "NotRefundableError",
      "RefundRequest"
    ],
    "SetAdminRoleResult": [
      "AdminUser",
      "NotFoundError",
      "RoleChangeRefusedError"
    ],
    "StoryEditResult": [
      "AdminStory",
      "InvalidDetailsError",
      "NotFoundError"
    ],
    "StoryUploadResult": [
      "NotFoundError",
      "StoryUploadLink"
    ],
    "UpdateProfileResult": [
      "InvalidArgumentError",
      "Viewer"
    ]
  }
};
      export default result;
    