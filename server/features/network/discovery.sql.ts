/**
 * The statements of suggestions and trending profiles as text, for the routes (sql.raw) and the
 * bench's EXPLAIN ANALYZE alike. Only whole numbers are written into them, checked here. People's
 * profiles are read as the profiles area offers them (memberProfilesSql, its read view as text:
 * PostgreSQL inlines it, so the plans are those of the table's own joins).
 */
import { memberProfilesSql } from '../profiles/index.ts'

const whole = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`)
  return n
}

/** Up to half this many people sharing a competence, and as many sharing an interest, are candidates. */
export const SHARED_CANDIDATES = 160

export function suggestionsSql(meId: number, limitRows: number): string {
  const profiles = memberProfilesSql()
  const me = whole(meId)
  const limit = whole(limitRows)
  return `
    with me as (
      select interests, competences from ${profiles} me_profile where user_id = ${me}
    ), partners as (
      select case when requester_id = ${me} then target_id else requester_id end as id
      from partnerships
      where (requester_id = ${me} or target_id = ${me}) and status = 'accepted'
    ), second as (
      select case when p.requester_id = pr.id then p.target_id else p.requester_id end as id, count(*)::int as mutual
      from partners pr
      join partnerships p on (p.requester_id = pr.id or p.target_id = pr.id) and p.status = 'accepted'
      group by 1
    ), shared as (
      (select p.user_id as id from ${profiles} p, me where p.competences && me.competences limit ${SHARED_CANDIDATES / 2})
      union
      (select p.user_id as id from ${profiles} p, me where p.interests && me.interests limit ${SHARED_CANDIDATES / 2})
    ), candidates as (
      select id from second union select id from shared
    ), scored as (
      -- what each candidate shares with the caller, computed once
      select c.id, coalesce(second.mutual, 0) as mutual,
        array(select unnest(pf.interests) intersect select unnest(me.interests)) as shared_interests,
        array(select unnest(pf.competences) intersect select unnest(me.competences)) as shared_competences
      from candidates c
      join users u on u.id = c.id and u.status = 'active'
      join ${profiles} pf on pf.user_id = c.id
      cross join me
      left join second on second.id = c.id
      where c.id <> ${me}
        and not exists (select 1 from follows f where f.follower_id = ${me} and f.followed_id = c.id)
        and not exists (
          select 1 from partnerships p
          where least(p.requester_id, p.target_id) = least(${me}, c.id)
            and greatest(p.requester_id, p.target_id) = greatest(${me}, c.id)
            and p.status in ('pending', 'accepted'))
    ), top as (
      select s.*, 3 * s.mutual + 2 * cardinality(s.shared_competences) + cardinality(s.shared_interests) as score
      from scored s
      order by score desc, s.id desc
      limit ${limit}
    )
    select u.id, u.first_name, u.last_name, u.role, pf.slug, pf.avatar_url, pf.payoff,
      t.shared_interests, t.shared_competences, t.mutual
    from top t
    join users u on u.id = t.id
    join ${profiles} pf on pf.user_id = t.id
    order by t.score desc, t.id desc
    limit ${limit}`
}

export function trendingSql(limitRows: number): string {
  const profiles = memberProfilesSql()
  const limit = whole(limitRows)
  return `
    with week as (
      select followed_id, count(*)::int as new_followers
      from follows
      where created_at > now() - interval '7 days'
      group by followed_id
      order by new_followers desc, followed_id desc
      limit ${limit * 5}
    )
    select u.id, u.first_name, u.last_name, u.role, pf.slug, pf.avatar_url, pf.payoff, w.new_followers,
      (select count(*)::int from follows f where f.followed_id = u.id) as followers
    from week w
    join users u on u.id = w.followed_id and u.status = 'active'
    join ${profiles} pf on pf.user_id = u.id
    order by w.new_followers desc, u.id desc
    limit ${limit}`
}
