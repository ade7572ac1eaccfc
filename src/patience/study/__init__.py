"""`patience study`: winnability studies, one Ray task per deal, into an append-only results file.

`results` reads and appends the JSON-lines file, `work` decides one deal (the task),
`run` hands the missing deals to Ray, `figures` turns the rows into win rates.
"""
