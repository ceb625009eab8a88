-- The step a draft was saved on, outside the encrypted content so "Mis trámites" can list it without decrypting
-- every draft (a step number says nothing about the resident).
alter table borradores add column paso smallint not null default 1;
