-- builders: nothing yet
SELECT 1;
