class Project < ApplicationRecord
<<<<<<< left
  belongs_to :owner, class_name: "User"
  has_many :tasks, dependent: :destroy
  has_many :memberships, dependent: :delete_all
||||||| base
  belongs_to :owner, class_name: "User"
  has_many :tasks, dependent: :destroy
=======
  has_many :memberships
  has_many :members, through: :memberships, source: :user
  belongs_to :owner, class_name: "User"
  has_many :tasks, dependent: :destroy
>>>>>>> right

  validates :name, presence: true

  def overdue_tasks
    tasks.where("due_on < ?", Date.current)
  end
end
