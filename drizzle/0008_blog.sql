-- blog: nothing yet
SELECT 1;
