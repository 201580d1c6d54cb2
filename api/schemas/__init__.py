"""marshmallow schemas: the edge of the API (request bodies in, responses out), nothing deeper."""
