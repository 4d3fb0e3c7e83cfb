class Project < ApplicationRecord
  has_many :memberships
  has_many :members, through: :memberships, source: :user
  belongs_to :owner, class_name: "User"
  has_many :tasks, dependent: :destroy

  validates :name, presence: true

  def overdue_tasks
    tasks.where("due_on < ?", Date.current)
  end
end
