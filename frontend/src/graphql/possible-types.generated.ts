
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddToCartResult": [
      "AlreadyOwnedError",
      "Cart",
      "CartFullError",
      "InvalidArgumentError",
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
      "PaymentProviderUnavailableError",
      "ProductUnavailableError"
    ],
    "ErrorResult": [
      "AlreadyOwnedError",
      "CartEmptyError",
      "CartFullError",
      "InsufficientCreditsError",
      "InvalidArgumentError",
      "NotFoundError",
      "NotRefundableError",
      "PaymentProviderUnavailableError",
      "ProductNotFoundError",
      "ProductUnavailableError",
      "SignInRequiredError"
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
    "RequestDownloadResult": [
      "DownloadLink",
      "NotFoundError"
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
      "PaymentProviderUnavailableError",
      "ProductUnavailableError"
    ],
    "ErrorResult": [
      "AlreadyOwnedError",
      "CartEmptyError",
      "CartFullError",
      "InsufficientCreditsError",
      "InvalidArgumentError",
      "NotFoundError",
      "NotRefundableError",
      "PaymentProviderUnavailableError",
      "ProductNotFoundError",
      "ProductUnavailableError",
      "SignInRequiredError"
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
    "RequestDownloadResult": [
      "DownloadLink",
      "NotFoundError"
    ],
    "UpdateProfileResult": [
      "InvalidArgumentError",
      "Viewer"
    ]
  }
};
      export default result;
    