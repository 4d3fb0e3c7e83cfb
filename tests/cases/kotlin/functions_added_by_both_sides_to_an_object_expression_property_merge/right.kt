package com.acme.android.list

import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.RecyclerView

class ItemsController(private val recycler: RecyclerView) {

    private val diff = object : DiffUtil.ItemCallback<Item>() {
        override fun areItemsTheSame(old: Item, new: Item): Boolean = old.id == new.id

        override fun areContentsTheSame(old: Item, new: Item): Boolean = old == new

        override fun getChangePayload(old: Item, new: Item): Any? = null
    }

    private val scrollListener = object : RecyclerView.OnScrollListener() {
        override fun onScrolled(rv: RecyclerView, dx: Int, dy: Int) {
            if (dy > 0) loadMoreIfNeeded()
        }
    }

    fun attach() {
        recycler.addOnScrollListener(scrollListener)
    }

    private fun loadMoreIfNeeded() {
        // TODO paging
    }
}
