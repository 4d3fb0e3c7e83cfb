class Registry:
    def update(self, other, notify=True):
        if isinstance(other, dict):
            self._items.update(other)
        elif isinstance(other, Registry):
            # the items of another registry
            self._items.update(other._items)
            self._order.extend(other._order)
            resort(self._order)
        else:
            for item in other:
                self.add(item)
