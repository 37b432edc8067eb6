-- media: nothing yet
SELECT 1;
