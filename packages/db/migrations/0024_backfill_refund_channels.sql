-- Refunds recorded before the ledger name the channel their order was paid with.
UPDATE "order_refunds" AS r SET "channel" = o."payment_channel"
FROM "orders" AS o
WHERE o."id" = r."order_id" AND r."channel" IS NULL;
