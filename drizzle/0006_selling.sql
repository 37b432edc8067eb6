-- selling: nothing yet
SELECT 1;
