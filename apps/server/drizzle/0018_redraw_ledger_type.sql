-- Paid picture redraws (#30) were written as 'other'; they have their own type now. Only the
-- label changes: amounts and balances stay as they are.
UPDATE "credit_entries" SET "type" = 'picture redraw' WHERE "type" = 'other' AND "source" = 'page-redraw';
