PREVIOUSLY_REJECTED = "dedup.previously_rejected"
LIKE_REJECTED = "dedup.like_rejected"
REPEAT_OF_PENDING = "dedup.repeat_of_pending"
