"""Evaluation by intervention (docs/evaluation.md): the development suite's scenarios, parsed
(:mod:`.scenarios`, no Django) and loaded into a fresh project through the services the API
uses (:mod:`.load`)."""
