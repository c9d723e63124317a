-- Orders whose dealer's trade-in offer was made or answered before the order's trade-in step followed
-- the offer: the step of a trade-in still with the dealer (awaiting dealer, 2) becomes awaiting the
-- customer (3) for an offer waiting for an answer, completed (1) when accepted, skipped (4) when declined.
UPDATE "orders" SET "progress" = "progress" || jsonb_build_object('trade-in', CASE "trade_in_offer"->>'status' WHEN 'accepted' THEN 1 WHEN 'declined' THEN 4 ELSE 3 END)
WHERE "trade_in_offer" IS NOT NULL
  AND "progress"->>'trade-in' = '2'
  AND EXISTS (
    SELECT 1 FROM "trade_ins"
    WHERE "trade_ins"."order_id" = "orders"."id"
      AND "trade_ins"."status" = 'awaiting_dealer'
      AND ("trade_ins"."submitted_at" IS NULL OR ("orders"."trade_in_offer"->>'offered_at') IS NULL OR ("orders"."trade_in_offer"->>'offered_at')::timestamptz >= "trade_ins"."submitted_at")
  );
