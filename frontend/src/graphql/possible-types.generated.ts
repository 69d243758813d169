
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddToCartResult": [
      "AlreadyOwnedError",
      "Cart",
      "CartFullError",
      "InvalidArgumentError",
      "ProductNotFoundError",
      "ProductUnavailableError"
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
      "InvalidArgumentError",
      "NotFoundError",
      "NotRefundableError",
      "PaymentProviderUnavailableError",
      "ProductNotFoundError",
      "ProductUnavailableError"
    ],
    "OrderDownloadResult": [
      "DownloadLink",
      "NotFoundError"
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
      "ProductUnavailableError"
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
      "InvalidArgumentError",
      "NotFoundError",
      "NotRefundableError",
      "PaymentProviderUnavailableError",
      "ProductNotFoundError",
      "ProductUnavailableError"
    ],
    "OrderDownloadResult": [
      "DownloadLink",
      "NotFoundError"
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
    