"""Benchmarks: replay the merge commits of real repositories, and run example cases.

Modules, one job each:

* :mod:`~semmerge.bench.gitio` -- git plumbing (commands, ``cat-file --batch``);
* :mod:`~semmerge.bench.mining` -- merge commits -> :class:`~semmerge.bench.mining.ScenarioRef`;
* :mod:`~semmerge.bench.running` -- one scenario -> outcome of semmerge and git merge-file;
* :mod:`~semmerge.bench.classify` -- a tool's output vs the committed file -> a class;
* :mod:`~semmerge.bench.executors` -- local processes or a Dask scheduler;
* :mod:`~semmerge.bench.timing` -- process-level timing of both tools;
* :mod:`~semmerge.bench.summary` -- outcomes -> summary figures;
* :mod:`~semmerge.bench.report` -- replay.json, replay.md, replay.png;
* :mod:`~semmerge.bench.progress` -- the progress bar on stderr;
* :mod:`~semmerge.bench.replay` -- the ``bench replay`` pipeline;
* :mod:`~semmerge.bench.study` -- ``bench replay-one``: one case, shown as diffs;
* :mod:`~semmerge.bench.examples` -- the ``bench examples`` runner.
"""
