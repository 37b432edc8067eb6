-- admin: nothing yet
SELECT 1;
