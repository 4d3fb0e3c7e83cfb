package shop.api

data class OrderDto(
    val id: Long,
    val placedAt: String,
)
